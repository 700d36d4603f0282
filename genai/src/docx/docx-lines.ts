import mammoth from 'mammoth';
import { DocumentError } from '../document/document-error';
import type { ResumeLine } from '../resume/resume-line';
import { textToLines } from '../resume/text-lines';
import { guardZip } from './zip-guard';

export interface DocxRead {
  lines: ResumeLine[];
  /** Tables and text boxes an ATS may flatten or skip. */
  tables: number;
  images: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (all, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? all;
  });
}

/**
 * DOCX → lines through mammoth's HTML: headings stay headings, list items become bullets, table
 * cells of a row become segments of one line, bold paragraphs stay bold.
 */
export async function readDocxLines(bytes: Uint8Array, maxUnzippedBytes: number): Promise<DocxRead> {
  guardZip(bytes, maxUnzippedBytes);
  let html: string;
  try {
    const input = typeof Buffer !== 'undefined' ? { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } : { arrayBuffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
    html = (await mammoth.convertToHtml(input as Parameters<typeof mammoth.convertToHtml>[0])).value;
  } catch (error) {
    throw new DocumentError('malformed', `The DOCX could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const tables = (html.match(/<table/g) ?? []).length;
  const images = (html.match(/<img/g) ?? []).length;
  const textLines: string[] = [];
  const headings = new Set<number>();
  const bold = new Set<number>();
  const blocks = html
    .replace(/<img[^>]*>/g, '')
    .replace(/<\/td>\s*<td[^>]*>/g, '\t')
    .replace(/<\/th>\s*<th[^>]*>/g, '\t')
    .match(/<(h[1-6]|p|li|tr)[^>]*>[\s\S]*?<\/\1>/g) ?? [];
  for (const block of blocks) {
    const tag = /^<(\w+)/.exec(block)![1]!;
    const inner = block.replace(/^<[^>]+>|<\/\w+>$/g, '');
    const text = decode(inner.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')).trim();
    if (!text) continue;
    for (const [i, part] of text.split('\n').entries()) {
      const index = textLines.length;
      if (tag.startsWith('h')) headings.add(index);
      if (i === 0 && /^<strong>[\s\S]*<\/strong>$/.test(inner.trim())) bold.add(index);
      textLines.push(tag === 'li' ? `• ${part}` : part);
      // Paragraph boundaries read as small gaps; headings get a blank line before them.
    }
    textLines.push('');
  }
  const withBlank: string[] = [];
  const headingIndex = new Set<number>();
  const boldIndex = new Set<number>();
  textLines.forEach((line, i) => {
    if (line === '') return;
    if (headings.has(i) && withBlank.length) withBlank.push('');
    if (headings.has(i)) headingIndex.add(withBlank.length);
    if (bold.has(i)) boldIndex.add(withBlank.length);
    withBlank.push(line);
  });
  const lines = textToLines(withBlank.join('\n'), headingIndex);
  // textToLines skips blank lines, so map bold by order of non-blank lines.
  let k = 0;
  withBlank.forEach((line, i) => {
    if (!line.trim()) return;
    const target = lines[k++];
    if (target && boldIndex.has(i)) target.bold = true;
  });
  return { lines, tables, images };
}
