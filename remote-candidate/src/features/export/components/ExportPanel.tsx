import { useEffect, useMemo, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { listTemplates, loadTemplateFonts, previewPages, renderFile, renderProblem, type ExportFormat, type PreviewPages } from '../api/render';
import { resumePlaceholders } from '../model/placeholders';
import { ResumePreview } from './ResumePreview';

interface TemplateChoice {
  id: string;
  name: string;
  atsSafe: boolean;
  description: string;
}

export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Template choice, a live preview and the downloads. The preview draws the PDF renderer's own
 * pages (resume-templates' drawResumePages: every line, run and page break where the file has
 * them) in the template's fonts; the PDF can also be opened as it will download.
 */
export function ExportPanel({
  resume,
  title,
  template,
  onTemplate,
}: {
  resume: JsonResume;
  title: string;
  template: string;
  onTemplate: (template: string) => void;
}) {
  const [templates, setTemplates] = useState<TemplateChoice[] | null>(null);
  const [model, setModel] = useState<(PreviewPages & { ms: number }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportFormat | 'open' | null>(null);
  // Placeholders left by the enhancer would be sent as written: the candidate sees them and must
  // say so before any file is made.
  const placeholders = useMemo(() => resumePlaceholders(resume), [resume]);
  const [placeholdersAccepted, setPlaceholdersAccepted] = useState(false);
  const blocked = placeholders.length > 0 && !placeholdersAccepted;
  useEffect(() => {
    // A failure here is the renderer's code not arriving (a lost connection, a redeploy): say what to do, not the loader's text.
    listTemplates().then(setTemplates, () => setProblem('The templates could not be loaded. Check your connection and open the resume again.'));
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const started = performance.now();
      previewPages(resume, template)
        .then(async (next) => {
          const ms = performance.now() - started;
          await loadTemplateFonts(next.template).catch(() => undefined);
          if (!live) return;
          setModel({ ...next, ms });
          setProblem(null);
        })
        .catch((error: unknown) => live && setProblem(renderProblem(error)));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resume, template]);

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

  const openPdf = async () => {
    // Opened before the render so the browser counts it as the click's own window.
    const view = window.open('', '_blank');
    setBusy('open');
    try {
      const file = await renderFile(resume, template, 'pdf');
      const url = URL.createObjectURL(file.blob);
      if (view) view.location.href = url;
      else saveFile(file.fileName, file.blob);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      view?.close();
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
              <strong>{t.name}</strong>{' '}
              {t.atsSafe ? (
                <span className="rb-badge rb-badge--ok">ATS-safe</span>
              ) : (
                <span className="rb-badge rb-badge--warn">Less ATS-safe: two columns</span>
              )}
              <span className="hg-hint rb-block">{t.description}</span>
            </label>
          </div>
        ))}
      </fieldset>
      {chosen && !chosen.atsSafe ? (
        <p className="rb-warning">Two-column layouts can be read out of order by applicant tracking systems. Use an ATS-safe template when you apply online.</p>
      ) : null}
      {placeholders.length ? (
        <div className="rb-warning" role="alert" data-testid="export-placeholders">
          <p>
            <strong>Your resume still holds {placeholders.length === 1 ? 'a placeholder' : `${placeholders.length} placeholders`}</strong>, which an employer
            would read as written. Replace each with your real result, or delete it:
          </p>
          <ul>
            {placeholders.slice(0, 8).map((p, i) => (
              <li key={`${p.where}-${i}`}>
                {p.where}: “{p.placeholder}”
              </li>
            ))}
          </ul>
          <div className="rb-check">
            <input type="checkbox" id="rb-export-placeholders" checked={placeholdersAccepted} onChange={(e) => setPlaceholdersAccepted(e.target.checked)} />
            <label htmlFor="rb-export-placeholders">Export anyway, with the placeholders in the file</label>
          </div>
        </div>
      ) : null}
      <div className="rb-row">
        <button type="button" className="hg-button rb-small" onClick={() => void download('pdf')} disabled={busy !== null || blocked}>
          {busy === 'pdf' ? 'Making PDF…' : 'Download PDF'}
        </button>
        <button type="button" className="hg-button hg-button--secondary rb-small" onClick={() => void download('docx')} disabled={busy !== null || blocked}>
          {busy === 'docx' ? 'Making DOCX…' : 'Download DOCX'}
        </button>
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void openPdf()} disabled={busy !== null || blocked}>
          {busy === 'open' ? 'Opening the PDF…' : 'Open the PDF'}
        </button>
      </div>
      <p className="hg-hint" role="status" aria-live="polite" data-testid="pdf-status">
        {problem ? (
          <span className="hg-error-text">{problem}</span>
        ) : model ? (
          `The PDF has ${model.pages.length} ${model.pages.length === 1 ? 'page' : 'pages'} (laid out in ${Math.round(model.ms)} ms).${model.warnings.length ? ` ${model.warnings[0]}` : ''}`
        ) : (
          'Making the PDF…'
        )}
      </p>
      {model ? (
        <div className="rp-frame" role="region" aria-label={`Preview of ${title} with the ${chosen?.name ?? template} template`} tabIndex={0}>
          <ResumePreview pages={model.pages} fonts={model.template.style.fonts} />
        </div>
      ) : null}
    </section>
  );
}
