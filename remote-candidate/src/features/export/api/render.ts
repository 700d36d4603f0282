/**
 * PDF and DOCX of a resume, rendered in the browser by resume-templates (the same renderer the
 * CLI uses in Node). Loaded on first use: the renderer, pdf-lib and the fonts are their own chunk.
 */
import type { JsonResume } from 'shared-schemas';

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

/** The renderer's own message for bad input (it names the field), else a general one. */
export function renderProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'ResumeInputError') return error.message;
  return error instanceof Error ? `The file could not be made: ${error.message}` : 'The file could not be made.';
}
