import { memo, useEffect, useState } from 'react';
import type { PageDrawing, TemplateStyle } from 'resume-templates';
import type { CoverLetterContent, JsonResume } from 'shared-schemas';
import { ResumePageSvg } from 'shared-ui/resume-pages';
import { loadTemplateFonts } from '../../../lib/template-fonts';
import { previewLetterPages } from '../api/letter-file';

/** Typing is not redrawn key by key: the pages follow once the writer pauses. */
export const LETTER_PREVIEW_DEBOUNCE_MS = 300;

const Pages = memo(function Pages({ pages, fonts }: { pages: PageDrawing[]; fonts: TemplateStyle['fonts'] }) {
  return (
    <ol className="rp-pages">
      {pages.map((page, index) => (
        <li key={index} className="rp-page-item">
          <ResumePageSvg page={page} fonts={fonts} className="rp-page" role="group" label={`Letter page ${index + 1} of ${pages.length}`} />
        </li>
      ))}
    </ol>
  );
});

/** The letter as its PDF will look, in the resume's template, redrawn as it is edited. */
export function LetterPreview({ resume, template, content }: { resume: JsonResume; template: string; content: CoverLetterContent }) {
  const [drawn, setDrawn] = useState<{ pages: PageDrawing[]; fonts: TemplateStyle['fonts'] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewLetterPages(resume, template, content)
        .then(async (next) => {
          await loadTemplateFonts(next.template).catch(() => undefined); // the page still reads in a fallback face
          if (!live) return;
          setDrawn({ pages: next.pages, fonts: next.template.style.fonts });
          setProblem(null);
        })
        .catch((error: unknown) => {
          if (live) setProblem(error instanceof Error ? `The preview could not be drawn: ${error.message}` : 'The preview could not be drawn.');
        });
    }, LETTER_PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resume, template, content]);

  return (
    <section className="cl-preview" aria-labelledby="cl-preview-title">
      <h3 id="cl-preview-title">Preview</h3>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {drawn ? <Pages pages={drawn.pages} fonts={drawn.fonts} /> : problem ? null : <p role="status">Drawing the letter…</p>}
    </section>
  );
}
