import mammoth from 'mammoth';
import { DocumentError } from '../document/document-error';
import type { ResumeLine } from '../resume/resume-line';
import { isDateOnly } from '../resume/resume-dates';
import { textToLines } from '../resume/text-lines';
import { PARAGRAPH_MARK, removeHiddenRuns, type ParagraphFacts } from './hidden-runs';
import { headerFooterText } from './page-headers';
import { openGuardedZip, type GuardedZip } from './zip-guard';

export interface DocxRead {
  lines: ResumeLine[];
  /** Tables and text boxes an ATS may flatten or skip. */
  tables: number;
  images: number;
  /** Characters in runs nobody can see (hidden, white on white, under 2 pt), left out of the lines. */
  hiddenChars: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (all, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? all;
  });
}

/** One block of mammoth's HTML: a paragraph, heading or list item, or a table row's cells joined by tabs. */
interface Block {
  tag: string;
  inner: string;
}

/** Index just past the </tag> closing the element opened at `from` (nested ones counted). */
function closeOf(html: string, tag: string, from: number): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = from;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/** The direct children `<tag>…</tag>` of an element's inner HTML (nested tables skipped over). */
function children(html: string, tags: string): string[] {
  const found: string[] = [];
  const open = new RegExp(`<(${tags})\\b[^>]*>`, 'g');
  for (let m = open.exec(html); m; m = open.exec(html)) {
    const end = closeOf(html, m[1]!, m.index);
    found.push(html.slice(m.index + m[0].length, html.lastIndexOf('<', end - 1)));
    open.lastIndex = end;
  }
  return found;
}

function visibleText(html: string): boolean {
  return decode(html.replace(/<[^>]+>/g, '').replace(PARAGRAPH_MARK, '')).trim() !== '';
}

/** The blocks of a cell in order; a nested table's rows read in place. */
function cellBlocks(cell: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<table\b[^>]*>|<(h[1-6]|p|li)[^>]*>[\s\S]*?<\/\1>/g;
  for (let m = pattern.exec(cell); m; m = pattern.exec(cell)) {
    if (m[0].startsWith('<table')) {
      const end = closeOf(cell, 'table', m.index);
      blocks.push(...tableBlocks(cell.slice(m.index, end)));
      pattern.lastIndex = end;
    } else blocks.push({ tag: m[1]!, inner: m[0].replace(/^<[^>]+>|<\/\w+>$/g, '') });
  }
  if (!blocks.length && visibleText(cell)) blocks.push({ tag: 'p', inner: cell });
  // Empty paragraphs (spacing, or only a paragraph mark) do not make a cell stacked.
  return blocks.filter((b) => visibleText(b.inner));
}

/**
 * A table's rows in reading order. A row whose cells hold one paragraph each stays one line with
 * the cells as segments ("SQL | Advanced", "Engineer | 2020 – Present"). A row with a cell of
 * several paragraphs (title, company, bullets stacked in one cell; a name beside stacked contact
 * lines) keeps each paragraph its own line, cell after cell, except a date-only cell, which
 * becomes a segment of the row's first line so a dates column stays with the role it dates.
 */
function tableBlocks(table: string): Block[] {
  const inner = table.replace(/^<table\b[^>]*>/, '').replace(/<\/table>$/, '');
  const blocks: Block[] = [];
  for (const row of children(inner.replace(/<\/?(thead|tbody|tfoot)\b[^>]*>/g, ''), 'tr')) {
    const cells = children(row, 'td|th')
      .map(cellBlocks)
      .filter((c) => c.length);
    if (!cells.length) continue;
    if (cells.every((c) => c.length === 1)) {
      blocks.push({ tag: 'tr', inner: cells.map((c) => (c[0]!.tag === 'li' ? `• ${c[0]!.inner}` : c[0]!.inner)).join('\t') });
      continue;
    }
    // A date-only cell (a dates column) is the row's label: it reads after the role's first line,
    // "Senior Analyst | Sep 2021 – Current", as the PDF reader reads a dates-on-the-left row.
    const isDateCell = (c: Block[]) =>
      c.length === 1 && c[0]!.tag !== 'li' && isDateOnly(decode(c[0]!.inner.replace(/<[^>]+>/g, '').replace(PARAGRAPH_MARK, '')).trim());
    const dates = cells.filter(isDateCell).map((c) => c[0]!.inner);
    const rowBlocks = cells
      .filter((c) => !isDateCell(c))
      .flat()
      .map((b) => ({ ...b }));
    if (dates.length && rowBlocks[0]) rowBlocks[0].inner = [rowBlocks[0].inner, ...dates].join('\t');
    blocks.push(...rowBlocks);
  }
  return blocks;
}

/** mammoth's HTML as blocks in reading order. */
function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const pattern = /<table\b[^>]*>|<(h[1-6]|p|li)[^>]*>[\s\S]*?<\/\1>/g;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[0].startsWith('<table')) {
      const end = closeOf(html, 'table', m.index);
      blocks.push(...tableBlocks(html.slice(m.index, end)));
      pattern.lastIndex = end;
    } else blocks.push({ tag: m[1]!, inner: m[0].replace(/^<[^>]+>|<\/\w+>$/g, '') });
  }
  return blocks;
}

/** The main document's part name (from the package relationships; word/document.xml by convention). */
function mainDocumentPath(zip: GuardedZip): string {
  const rels = zip.read('_rels/.rels');
  const target = rels && /Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"|Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(utf8.decode(rels));
  return target?.[1] ?? target?.[2] ?? 'word/document.xml';
}

const utf8 = new TextDecoder('utf-8');

/**
 * The DOCX for mammoth through the guarded zip (every part read capped at the size measured under
 * the budget; no second inflater), with the main document's invisible runs removed.
 */
function preparedZip(
  bytes: Uint8Array,
  maxUnzippedBytes: number,
): { file: MammothZip; hiddenChars: number; paragraphs: ParagraphFacts[]; headers: string[]; footers: string[] } {
  const zip = openGuardedZip(bytes, maxUnzippedBytes);
  const documentPath = mainDocumentPath(zip);
  const documentBytes = zip.read(documentPath);
  let documentXml: string | null = null;
  let hiddenChars = 0;
  let paragraphs: ParagraphFacts[] = [];
  const stylesBytes = zip.read(documentPath.replace(/[^/]*$/, 'styles.xml'));
  const stylesXml = stylesBytes ? utf8.decode(stylesBytes) : null;
  if (documentBytes) {
    const cleaned = removeHiddenRuns(utf8.decode(documentBytes), stylesXml, { markParagraphs: true });
    documentXml = cleaned.xml;
    hiddenChars = cleaned.chars;
    paragraphs = cleaned.paragraphs;
  }
  const file: MammothZip = {
    exists: (name) => zip.exists(name),
    read: async (name, encoding) => {
      if (name === documentPath && documentXml !== null && encoding) return documentXml;
      const part = zip.read(name);
      if (!part) throw new Error(`The DOCX has no part ${name}.`);
      if (encoding === 'base64') throw new Error('Images are not read.');
      return encoding ? new TextDecoder(encoding).decode(part) : part;
    },
  };
  return { file, hiddenChars, paragraphs, ...headerFooterText(zip, documentPath, stylesXml) };
}

/** What mammoth asks of a zip (its `file` input): lookups and reads, text or bytes. */
interface MammothZip {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

/**
 * DOCX → lines through mammoth's HTML: headings stay headings, list items become bullets, bold
 * paragraphs stay bold; table rows read as described at tableBlocks. Runs nobody can see (hidden,
 * white on white, under 2 pt) are removed from the XML first (hidden-runs.ts), which also marks
 * each paragraph so its lines get the type size and spacing the document asks for (a heading in
 * unusual words stands out by size and space, as on the page).
 */
export async function readDocxLines(bytes: Uint8Array, maxUnzippedBytes: number): Promise<DocxRead> {
  const { file, hiddenChars, paragraphs, headers, footers } = preparedZip(bytes, maxUnzippedBytes);
  let html: string;
  try {
    // `file` is mammoth's input for an already opened zip (lib/unzip.js); the typings list only path/buffer/arrayBuffer.
    const input = { file } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
    // Images are counted from the HTML, never decoded.
    const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));
    html = (await mammoth.convertToHtml(input, { convertImage })).value;
  } catch (error) {
    throw new DocumentError('malformed', `The DOCX could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const tables = (html.match(/<table/g) ?? []).length;
  const images = (html.match(/<img/g) ?? []).length;
  const textLines: string[] = [];
  /** Per entry of textLines: the paragraph it came from, and whether it is that paragraph's first line. */
  const sources: { facts?: ParagraphFacts; first: boolean }[] = [];
  const headings = new Set<number>();
  const bold = new Set<number>();
  for (const block of htmlBlocks(html.replace(/<img[^>]*>/g, ''))) {
    const index = new RegExp(PARAGRAPH_MARK.source).exec(block.inner)?.[1];
    const facts = index === undefined ? undefined : paragraphs[Number(index)];
    const inner = block.inner.replace(PARAGRAPH_MARK, '');
    const text = decode(inner.replace(/<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, '')).trim();
    if (!text) continue;
    for (const [i, part] of text.split('\n').entries()) {
      const at = textLines.length;
      if (block.tag.startsWith('h')) headings.add(at);
      if (i === 0 && /^<strong>[\s\S]*<\/strong>$/.test(inner.trim())) bold.add(at);
      textLines.push(block.tag === 'li' ? `• ${part}` : part);
      sources.push({ facts, first: i === 0 });
      // Paragraph boundaries read as small gaps; headings get a blank line before them.
    }
    textLines.push('');
    sources.push({ first: false });
  }
  // The page header reads first and the footer last, as on the page; a line the body prints too
  // (a name repeated in the header) is read once.
  const bodyText = new Set(textLines.map((l) => l.trim()).filter(Boolean));
  const pageLines = (texts: string[]) => texts.filter((t) => !bodyText.has(t)).flatMap((t) => [t, '']);
  const headerLines = pageLines(headers);
  const footerLines = pageLines(footers);
  textLines.unshift(...headerLines);
  sources.unshift(...headerLines.map(() => ({ first: false })));
  textLines.push(...footerLines);
  sources.push(...footerLines.map(() => ({ first: false })));
  // Headings and bold lines were counted before the header's lines went in front.
  const shift = (set: Set<number>) => new Set([...set].map((i) => i + headerLines.length));
  const headingsAt = shift(headings);
  const boldAt = shift(bold);
  const withBlank: string[] = [];
  const withSource: (typeof sources)[number][] = [];
  const headingIndex = new Set<number>();
  const boldIndex = new Set<number>();
  textLines.forEach((line, i) => {
    if (line === '') return;
    if (headingsAt.has(i) && withBlank.length) {
      withBlank.push('');
      withSource.push({ first: false });
    }
    if (headingsAt.has(i)) headingIndex.add(withBlank.length);
    if (boldAt.has(i)) boldIndex.add(withBlank.length);
    withBlank.push(line);
    withSource.push(sources[i]!);
  });
  const lines = textToLines(withBlank.join('\n'), headingIndex);
  // textToLines skips blank lines, so map bold and paragraph facts by order of non-blank lines.
  let k = 0;
  let previous: ParagraphFacts | undefined;
  withBlank.forEach((line, i) => {
    if (!line.trim()) return;
    const target = lines[k++];
    if (!target) return;
    if (boldIndex.has(i)) target.bold = true;
    const { facts, first } = withSource[i]!;
    // The type size and paragraph spacing the document asks for: the gap to the line above is a
    // line pitch (1.2 × size) plus the space after the paragraph above and before this one.
    if (facts && facts.size > 0) {
      target.fontSize = facts.size;
      if (k > 1) target.gapAbove = Math.max(target.gapAbove, 1.2 * facts.size + (first ? facts.before + (previous?.after ?? 0) : 0));
      previous = facts;
    }
  });
  return { lines, tables, images, hiddenChars };
}
