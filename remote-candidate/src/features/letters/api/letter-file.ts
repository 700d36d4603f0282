/**
 * A letter as PDF or DOCX in its resume's template, rendered in the browser by resume-templates
 * (loaded on first use, as the resume export is).
 */
import type { PageDrawing, ResumeTemplate } from 'resume-templates';
import type { CoverLetterContent, JsonResume } from 'shared-schemas';

export type LetterFormat = 'pdf' | 'docx';

/** "27 November 2026": the date a letter is sent, in the reader's words. */
export function letterDate(now = new Date()): string {
  return now.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

export async function renderLetterFile(
  resume: JsonResume,
  template: string,
  letter: CoverLetterContent,
  format: LetterFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const module = await import('resume-templates/browser');
  const out = await module.renderLetter(resume, { ...letter, date: letterDate() }, format, { template, fonts: module.browserFontLoader });
  return { blob: new Blob([out.bytes.slice().buffer as ArrayBuffer], { type: out.mimeType }), fileName: out.fileName };
}

/** The letter's PDF pages as the renderer draws them (without making the file), for the live preview. */
export async function previewLetterPages(
  resume: JsonResume,
  template: string,
  letter: CoverLetterContent,
): Promise<{ pages: PageDrawing[]; template: ResumeTemplate }> {
  const module = await import('resume-templates/browser');
  const drawing = await module.drawLetter(resume, { ...letter, date: letterDate() }, { template, fonts: module.browserFontLoader });
  return { pages: drawing.pages, template: module.getTemplate(template) };
}
