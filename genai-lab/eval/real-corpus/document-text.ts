/**
 * A rendered document's text read independently of the product's parser (so truth never depends
 * on what is being measured): pdftotext (poppler-utils) for PDF, in reading order and in layout
 * order (columns kept apart), and for DOCX mammoth's raw text of the body plus the page headers'
 * and footers' text (mammoth reads the body only; Word prints both).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
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
    return { readings: [value, headersAndFooters(file)], pages: 0 };
  }
  const [flow, layout] = await Promise.all([pdftotext(file, false), pdftotext(file, true)]);
  // pdftotext ends every page with a form feed.
  const pages = (flow.match(/\f/g) ?? []).length;
  return { readings: [flow, layout], pages };
}

/** The paragraphs of every header and footer part in a DOCX, one per line. */
function headersAndFooters(file: string): string {
  const parts = unzipSync(new Uint8Array(fs.readFileSync(file)), { filter: (f) => /^word\/(header|footer)\d*\.xml$/.test(f.name) });
  const paragraphs: string[] = [];
  // Headers first, then footers, as on the page.
  const names = Object.keys(parts).sort((a, b) => Number(a.includes('footer')) - Number(b.includes('footer')) || a.localeCompare(b));
  for (const name of names) {
    for (const p of strFromU8(parts[name]!).matchAll(/<w:p\b[\s\S]*?<\/w:p>/g)) {
      const text = [...p[0].matchAll(/<w:t\b[^>]*>([^<]*)<\/w:t>|<w:tab\b[^>]*\/>/g)].map((m) => m[1] ?? '\t').join('');
      if (text.trim())
        paragraphs.push(
          text
            .replace(/&amp;/g, '&')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&quot;/g, '"')
            .replace(/&apos;/g, "'"),
        );
    }
  }
  return paragraphs.join('\n');
}
