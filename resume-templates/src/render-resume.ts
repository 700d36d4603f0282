import { writeDocx } from './docx/render-docx';
import type { FontLoader } from './fonts/font-files';
import { layoutResume, type ResumeLayout } from './layout/resume-layout';
import { placeholderWarning } from './model/placeholders';
import { readJsonResume } from './model/read-json-resume';
import { drawPdfPages, writePdf, type PageSize, type PdfDrawing, type PdfRender } from './pdf/render-pdf';
import { getTemplate } from './templates/template-catalog';

export type ExportFormat = 'pdf' | 'docx';

export interface RenderOptions {
  /** Template id from `listTemplates()`; throws UnknownTemplateError for another. */
  template: string;
  /** Where the TTFs come from (`nodeFontLoader` / `browserFontLoader`); PDF only. */
  fonts?: FontLoader;
  pageSize?: PageSize;
  /** DOCX only: embed the template's fonts (from `fonts`) in the file. */
  embedDocxFonts?: boolean;
}

export interface RenderedResume {
  format: ExportFormat;
  bytes: Uint8Array;
  mimeType: string;
  /** Suggested file name, e.g. "Ana-Lopez-resume.pdf". */
  fileName: string;
  /** PDF page count (0 for DOCX: Word paginates when it opens the file). */
  pages: number;
  warnings: string[];
}

export const MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** "José Núñez" → "Jose-Nunez-resume.pdf": ASCII, no spaces, safe in any download dialog. */
const NO_DECOMPOSITION: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
};

export function resumeFileName(name: string, format: ExportFormat): string {
  const stem = name
    .replace(/[ŁłØøĐđßÆæŒœÞþı]/g, (c) => NO_DECOMPOSITION[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${stem || 'resume'}-resume.${format}`;
}

async function render(resume: unknown, format: ExportFormat, options: RenderOptions): Promise<RenderedResume> {
  const template = getTemplate(options.template);
  const clean = readJsonResume(resume);
  const layout: ResumeLayout = layoutResume(clean);
  const base = { format, mimeType: MIME_TYPES[format], fileName: resumeFileName(clean.basics.name, format) };
  const placeholders = placeholderWarning(clean);
  if (format === 'docx') {
    if (options.embedDocxFonts && !options.fonts) throw new Error('renderResume: embedding fonts in a DOCX needs a font loader');
    const embedFonts = options.embedDocxFonts ? options.fonts : undefined;
    return {
      ...base,
      bytes: await writeDocx(layout, template, { pageSize: options.pageSize, embedFonts }),
      pages: 0,
      warnings: placeholders ? [placeholders] : [],
    };
  }
  if (!options.fonts) throw new Error('renderResume: a PDF needs a font loader (nodeFontLoader or browserFontLoader)');
  const pdf: PdfRender = await writePdf(layout, template, { fonts: options.fonts, pageSize: options.pageSize });
  return { ...base, bytes: pdf.bytes, pages: pdf.pages, warnings: [...(placeholders ? [placeholders] : []), ...pdf.warnings] };
}

/**
 * JSON Resume → PDF bytes with a template. The input is checked (`ResumeInputError` names the
 * field) and cleaned first, so it may come straight from a file or an editor's state.
 */
export function renderResumePdf(resume: unknown, options: RenderOptions): Promise<RenderedResume> {
  return render(resume, 'pdf', options);
}

/** JSON Resume → DOCX bytes with a template (Word headings, a real bullet list, no tables). */
export function renderResumeDocx(resume: unknown, options: RenderOptions): Promise<RenderedResume> {
  return render(resume, 'docx', options);
}

export function renderResume(resume: unknown, format: ExportFormat, options: RenderOptions): Promise<RenderedResume> {
  return render(resume, format, options);
}

/**
 * The PDF's pages as drawing operations (text with its font, size, colour and baseline; rules;
 * fills; links), laid out by the same code as `renderResumePdf` but without making the file: a
 * live preview that draws them shows the export's own lines and page breaks. Needs `fonts`.
 */
export async function drawResumePages(resume: unknown, options: RenderOptions): Promise<PdfDrawing> {
  const template = getTemplate(options.template);
  if (!options.fonts) throw new Error('drawResumePages: the layout needs a font loader (nodeFontLoader or browserFontLoader)');
  return drawPdfPages(layoutResume(readJsonResume(resume)), template, { fonts: options.fonts, pageSize: options.pageSize });
}
