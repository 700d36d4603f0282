import { useEffect, useRef, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { listTemplates, renderFile, renderProblem, type ExportFormat } from '../api/render';

interface TemplateChoice {
  id: string;
  name: string;
  atsSafe: boolean;
  description: string;
}

export const PREVIEW_DEBOUNCE_MS = 600;

/**
 * Template choice, a live preview and the downloads. The preview is the exported PDF itself
 * (rendered in the browser a moment after typing stops), so what you see is what you download.
 */
export function ExportPanel({ resume, title, template, onTemplate }: { resume: JsonResume; title: string; template: string; onTemplate: (template: string) => void }) {
  const [templates, setTemplates] = useState<TemplateChoice[] | null>(null);
  const [preview, setPreview] = useState<{ url: string; pages: number; ms: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const urlRef = useRef<string | null>(null);

  useEffect(() => {
    listTemplates().then(setTemplates, (e: Error) => setProblem(`Templates could not be loaded: ${e.message}`));
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setRendering(true);
      renderFile(resume, template, 'pdf').then(
        (file) => {
          if (!live) return;
          const url = URL.createObjectURL(file.blob);
          if (urlRef.current) URL.revokeObjectURL(urlRef.current);
          urlRef.current = url;
          setPreview({ url, pages: file.pages, ms: file.ms });
          setProblem(null);
          setRendering(false);
        },
        (error: unknown) => {
          if (!live) return;
          setProblem(renderProblem(error));
          setRendering(false);
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resume, template]);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await renderFile(resume, template, format);
      saveFile(file.fileName, file.blob);
      notify.success(`${format.toUpperCase()} downloaded${file.pages ? ` (${file.pages} ${file.pages === 1 ? 'page' : 'pages'})` : ''}.`);
    } catch (error) {
      notify.error(renderProblem(error));
    } finally {
      setBusy(null);
    }
  };

  const chosen = templates?.find((t) => t.id === template);
  return (
    <section className="rb-panel" aria-labelledby="rb-export-title">
      <h2 id="rb-export-title">Preview and export</h2>
      <fieldset className="rb-templates">
        <legend>Template</legend>
        {templates === null ? <p className="hg-hint">Loading templates…</p> : null}
        {(templates ?? []).map((t) => (
          <div key={t.id} className="rb-check">
            <input type="radio" id={`tpl-${t.id}`} name="rb-template" value={t.id} checked={template === t.id} onChange={() => onTemplate(t.id)} />
            <label htmlFor={`tpl-${t.id}`}>
              <strong>{t.name}</strong> {t.atsSafe ? <span className="rb-badge rb-badge--ok">ATS-safe</span> : <span className="rb-badge rb-badge--warn">Less ATS-safe: two columns</span>}
              <span className="hg-hint rb-block">{t.description}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {chosen && !chosen.atsSafe ? <p className="rb-warning">Two-column layouts can be read out of order by applicant tracking systems. Use an ATS-safe template when you apply online.</p> : null}
      <div className="rb-row">
        <button type="button" className="hg-button rb-small" onClick={() => void download('pdf')} disabled={busy !== null}>
          {busy === 'pdf' ? 'Making PDF…' : 'Download PDF'}
        </button>
        <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => void download('docx')} disabled={busy !== null}>
          {busy === 'docx' ? 'Making DOCX…' : 'Download DOCX'}
        </button>
      </div>
      <p className="hg-hint" role="status" aria-live="polite">
        {problem ? <span className="hg-error-text">{problem}</span> : rendering ? 'Updating the preview…' : preview ? `${preview.pages} ${preview.pages === 1 ? 'page' : 'pages'} · rendered in ${Math.round(preview.ms)} ms` : ''}
      </p>
      {preview ? <iframe className="rb-preview" title={`Preview of ${title} (PDF)`} src={`${preview.url}#toolbar=0&view=FitH`} /> : null}
    </section>
  );
}
