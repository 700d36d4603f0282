/**
 * PDF and DOCX of a resume, rendered in the browser by resume-templates (the same renderer the
 * CLI uses in Node), and the layout model and fonts the live preview draws. Loaded on first use:
 * the renderer, pdf-lib, docx and the fonts are their own chunks, never on a first page load.
 */
import type { JsonResume } from 'shared-schemas';
import type { PageDrawing, ResumeTemplate } from 'resume-templates';

export type ExportFormat = 'pdf' | 'docx';

export interface RenderedFile {
  blob: Blob;
  fileName: string;
  pages: number;
  warnings: string[];
  ms: number;
}

const renderer = () => import('resume-templates/browser');

export async function listTemplates() {
  return (await renderer()).listTemplates();
}

export async function renderFile(resume: JsonResume, template: string, format: ExportFormat): Promise<RenderedFile> {
  const started = performance.now();
  const module = await renderer();
  const rendered = await module.renderResume(resume, format, { template, fonts: module.browserFontLoader });
  // A copy into a fresh ArrayBuffer: Blob wants an ArrayBuffer-backed view.
  const blob = new Blob([rendered.bytes.slice().buffer as ArrayBuffer], { type: rendered.mimeType });
  return { blob, fileName: rendered.fileName, pages: rendered.pages, warnings: rendered.warnings, ms: performance.now() - started };
}

export interface PreviewPages {
  pages: PageDrawing[];
  warnings: string[];
  template: ResumeTemplate;
}

/**
 * The PDF's pages as the renderer draws them (without making the file): the preview shows the
 * export's own lines and page breaks.
 */
export async function previewPages(resume: JsonResume, templateId: string): Promise<PreviewPages> {
  const module = await renderer();
  const drawing = await module.drawResumePages(resume, { template: templateId, fonts: module.browserFontLoader });
  return { ...drawing, template: module.getTemplate(templateId) };
}

export { loadTemplateFonts } from '../../../lib/template-fonts';

/** The renderer's own message for bad input (it names the field), else a general one. */
export function renderProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'ResumeInputError') return error.message;
  return error instanceof Error ? `The file could not be made: ${error.message}` : 'The file could not be made.';
}
