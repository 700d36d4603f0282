import { writeLetterDocx } from './docx/render-docx';
import { layoutResume } from './layout/resume-layout';
import { cleanText, readJsonResume } from './model/read-json-resume';
import { drawLetterPages, writeLetterPdf, type LetterLayout, type PdfDrawing } from './pdf/render-pdf';
import { MIME_TYPES, type ExportFormat, type RenderOptions, type RenderedResume } from './render-resume';
import { getTemplate } from './templates/template-catalog';

/** What the candidate wrote: the sender's name and contact come from the resume. */
export interface LetterInput {
  title: string;
  recipient: string;
  greeting: string;
  paragraphs: string[];
  closing: string;
  /** Printed above the recipient, e.g. "27 November 2026"; omitted when empty. */
  date?: string;
}

const MAX_LETTER_CHARS = 40_000;

function letterLayout(letter: LetterInput, signature: string): LetterLayout {
  const text = (v: unknown, max = 2_000) => (typeof v === 'string' ? cleanText(v).trim().slice(0, max) : '');
  const paragraphs = (Array.isArray(letter.paragraphs) ? letter.paragraphs : []).map((p) => text(p, 5_000)).filter(Boolean);
  if (paragraphs.join('').length > MAX_LETTER_CHARS) throw new Error(`the letter is longer than ${MAX_LETTER_CHARS} characters`);
  return {
    date: text(letter.date, 80),
    recipient: text(letter.recipient, 500)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
    greeting: text(letter.greeting, 200),
    paragraphs,
    closing: text(letter.closing, 200),
    signature,
  };
}

/** "Ana Lopez" → "Ana-Lopez-cover-letter.pdf". */
export function letterFileName(name: string, format: ExportFormat): string {
  const stem = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${stem || 'cover'}-cover-letter.${format}`;
}

/**
 * A cover letter as a PDF or DOCX in the resume's template: the resume's header (name, headline,
 * contact), fonts and colours, then the letter; the sidebar template keeps its side column with
 * the contact details. `resume` is checked as for `renderResume`.
 */
export async function renderLetter(resume: unknown, letter: LetterInput, format: ExportFormat, options: RenderOptions): Promise<RenderedResume> {
  const template = getTemplate(options.template);
  const sender = layoutResume(readJsonResume(resume));
  const layout = letterLayout(letter, sender.name);
  const title = letter.title?.trim() || 'Cover letter';
  const base = { format, mimeType: MIME_TYPES[format], fileName: letterFileName(sender.name, format) };
  if (format === 'docx')
    return { ...base, bytes: await writeLetterDocx(sender, layout, template, { pageSize: options.pageSize, title }), pages: 0, warnings: [] };
  if (!options.fonts) throw new Error('renderLetter: a PDF needs a font loader (nodeFontLoader or browserFontLoader)');
  const pdf = await writeLetterPdf(sender, layout, template, { fonts: options.fonts, pageSize: options.pageSize, title });
  return { ...base, bytes: pdf.bytes, pages: pdf.pages, warnings: pdf.warnings };
}

/** The letter's pages as drawing operations, for a live preview that matches the export. */
export async function drawLetter(resume: unknown, letter: LetterInput, options: RenderOptions): Promise<PdfDrawing> {
  const template = getTemplate(options.template);
  if (!options.fonts) throw new Error('drawLetter: the layout needs a font loader');
  const sender = layoutResume(readJsonResume(resume));
  return drawLetterPages(sender, letterLayout(letter, sender.name), template, { fonts: options.fonts, pageSize: options.pageSize });
}
