// The public page of a shared resume (/r/:slug): readable signed out, the builder's own preview
// of it, a PDF download, and kept out of search engines unless the owner opted in.
import { useEffect, useState } from 'react';
import type { PageDrawing, TemplateStyle } from 'resume-templates';
import type { PublicResume } from 'shared-schemas';
import { Loading } from 'shared-ui';
import { fetchSharedResume, loadDrawingFonts, sharedResumePdfUrl } from '../api/shared-resume-api';
import { ResumePages } from './ResumePages';
import './shared-resume.css';

/** `<meta name="robots" content="noindex">` while `noindex`: on a refused link and on every page not opted in. */
function useRobots(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return undefined;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}

export function SharedResume({ slug }: { slug: string }) {
  const [page, setPage] = useState<PublicResume | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<{ pages: PageDrawing[]; fonts: TemplateStyle['fonts'] } | null>(null);
  const [drawProblem, setDrawProblem] = useState(false);
  // Until the answer says otherwise, nothing here may be indexed.
  useRobots(page ? !page.indexable : true);

  useEffect(() => {
    let live = true;
    fetchSharedResume(slug).then(
      (found) => {
        if (!live) return;
        setPage(found);
        const fonts = found.drawing.fonts as TemplateStyle['fonts'];
        // The pages show at once; their type settles when the template's fonts arrive (a font that
        // cannot load leaves the browser's own, and the PDF is still the template's).
        setDrawing({ pages: found.drawing.pages as PageDrawing[], fonts });
        loadDrawingFonts(fonts).catch(() => live && setDrawProblem(true));
      },
      (error: unknown) => live && setMissing(error instanceof Error ? error.message : 'This resume is not shared.'),
    );
    return () => {
      live = false;
    };
  }, [slug]);

  if (missing) {
    return (
      <section className="sr" aria-labelledby="sr-title" data-status="404">
        <h1 id="sr-title">This resume is not shared</h1>
        <p>The link is turned off or was never made. Ask the person who sent it for a new one.</p>
        {/* Another failure (no connection, busy) says so in its own words. */}
        {missing === 'This resume is not shared.' ? null : <p className="hg-hint">{missing}</p>}
      </section>
    );
  }
  if (!page) return <Loading />;
  const name = page.resume.basics?.name || 'Resume';
  return (
    <article className="sr" aria-labelledby="sr-title" data-page-title={`${name} · Resume`}>
      <header className="sr-head">
        <div>
          <p className="landing-eyebrow">Shared resume</p>
          <h1 id="sr-title">{name}</h1>
          {page.resume.basics?.label ? <p className="sr-label">{page.resume.basics.label}</p> : null}
        </div>
        <a className="hg-button" href={sharedResumePdfUrl(slug)} download>
          Download PDF
        </a>
      </header>
      {drawProblem ? <p className="hg-hint">The template&apos;s fonts could not be loaded here; the PDF has them.</p> : null}
      {drawing ? <ResumePages pages={drawing.pages} fonts={drawing.fonts} /> : null}
    </article>
  );
}
