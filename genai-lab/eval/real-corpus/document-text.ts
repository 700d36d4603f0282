/**
 * A rendered document's text read independently of the product's parser (so truth never depends
 * on what is being measured): pdftotext (poppler-utils) for PDF, in reading order and in layout
 * order (columns kept apart), and mammoth's raw text for DOCX.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import mammoth from 'mammoth';
import type { DocFormat } from './design';

const run = promisify(execFile);

export interface DocumentText {
  /** Every reading of the document (a value is findable when any reading holds it). */
  readings: string[];
  /** Pages (PDF); 0 for DOCX, which Word paginates when it opens the file. */
  pages: number;
}

export async function hasPdftotext(): Promise<boolean> {
  try {
    await run('pdftotext', ['-v']);
    return true;
  } catch {
    return false;
  }
}

async function pdftotext(file: string, layout: boolean): Promise<string> {
  try {
    const { stdout } = await run('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 });
    return stdout;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw new Error('pdftotext is needed to read the rendered PDFs (apt-get install poppler-utils).');
    throw error;
  }
}

export async function readDocumentText(file: string, format: DocFormat): Promise<DocumentText> {
  if (format === 'docx') {
    const { value } = await mammoth.extractRawText({ path: file });
    return { readings: [value], pages: 0 };
  }
  const [flow, layout] = await Promise.all([pdftotext(file, false), pdftotext(file, true)]);
  // pdftotext ends every page with a form feed.
  const pages = (flow.match(/\f/g) ?? []).length;
  return { readings: [flow, layout], pages };
}
