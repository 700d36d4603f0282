import { useEffect, useRef, useState } from 'react';
import type { JsonResume } from 'shared-schemas';
import type { ResumeLayout, ResumeTemplate } from 'resume-templates';
import { notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { listTemplates, loadTemplateFonts, previewModel, renderFile, renderProblem, type ExportFormat } from '../api/render';
import { ResumePreview } from './ResumePreview';

interface TemplateChoice {
  id: string;
  name: string;
  atsSafe: boolean;
  description: string;
}

export const PREVIEW_DEBOUNCE_MS = 400;
export const PAGES_DEBOUNCE_MS = 1500;
/** US Letter's 612 pt in CSS pixels. */
const PAGE_WIDTH_PX = (612 * 96) / 72;

/**
 * Template choice, a live preview and the downloads. The preview draws resume-templates' layout
 * model with the template's own fonts, sizes and colours (what the PDF and DOCX draw); the PDF
 * itself is rendered in the background for its page count, and can be opened as it will download.
 */
export function ExportPanel({ resume, title, template, onTemplate }: { resume: JsonResume; title: string; template: string; onTemplate: (template: string) => void }) {
  const [templates, setTemplates] = useState<TemplateChoice[] | null>(null);
  const [model, setModel] = useState<{ layout: ResumeLayout; template: ResumeTemplate } | null>(null);
  const [pdf, setPdf] = useState<{ pages: number; ms: number; warnings: string[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<ExportFormat | 'open' | null>(null);
  // The page is drawn at its real size (points) and zoomed to the panel's width.
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.5);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const fit = () => setZoom(Math.max(0.2, Math.min(1, (element.clientWidth - 16) / PAGE_WIDTH_PX)));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [model !== null]);

  useEffect(() => {
    listTemplates().then(setTemplates, (e: Error) => setProblem(`Templates could not be loaded: ${e.message}`));
  }, []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      previewModel(resume, template)
        .then(async (next) => {
          await loadTemplateFonts(next.template).catch(() => undefined);
          if (!live) return;
          setModel(next);
          setProblem(null);
        })
        .catch((error: unknown) => live && setProblem(renderProblem(error)));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [resume, template]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      renderFile(resume, template, 'pdf').then(
        (file) => live && setPdf({ pages: file.pages, ms: file.ms, warnings: file.warnings }),
        () => live && setPdf(null),
      );
    }, PAGES_DEBOUNCE_MS);
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
        <button type="button" className="hg-button hg-button--ghost rb-small" onClick={() => void openPdf()} disabled={busy !== null}>
          Open the PDF
        </button>
      </div>
      <p className="hg-hint" role="status" aria-live="polite" data-testid="pdf-status">
        {problem ? (
          <span className="hg-error-text">{problem}</span>
        ) : pdf ? (
          `The PDF has ${pdf.pages} ${pdf.pages === 1 ? 'page' : 'pages'} (made in ${Math.round(pdf.ms)} ms).${pdf.warnings.length ? ` ${pdf.warnings[0]}` : ''}`
        ) : (
          'Making the PDF…'
        )}
      </p>
      {model ? (
        <div ref={frame} className="rp-frame" role="region" aria-label={`Preview of ${title} with the ${chosen?.name ?? template} template`} tabIndex={0}>
          <div className="rp-scale" style={{ zoom }}>
            <ResumePreview layout={model.layout} template={model.template} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
