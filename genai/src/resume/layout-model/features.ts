/**
 * Features of each resume line for the layout model, from the line and its neighbours. Every
 * feature is a name from a closed set (layout buckets, pattern classes, words of the committed
 * vocabularies), never a person's own words, so the weights file holds none.
 */
import type { ResumeLine } from '../resume-line';
import { collapseSpacedLetters, sectionKindOf } from '../section-headings';
import { findDateRange } from '../resume-dates';
import { DEGREE_PATTERN, INSTITUTION_PATTERN, ORGANIZATION_WORDS, isLocation, isPlaceName, organizationScore, titleScore } from '../resume-vocabulary';

const MONTH = /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)\b\.?/i;
const OPEN_END = /\b(present|current(ly)?|now|today|ongoing)\b/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const URL = /https?:|www\.|\b[\w-]+\.(com|io|dev|net|org|me|app)\b|linkedin|github/i;

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (c > bestCount || (c === bestCount && v < best)) {
      best = v;
      bestCount = c;
    }
  }
  return best;
}

function bucket(value: number, edges: number[]): number {
  let i = 0;
  while (i < edges.length && value >= edges[i]!) i++;
  return i;
}

function letters(text: string): string {
  return text.replace(/[^\p{L}]/gu, '');
}

/** What the line's text is, as pattern classes: shared by the line's own and its neighbours' features. */
function textClasses(line: ResumeLine): string[] {
  const text = line.text.trim();
  const out: string[] = [];
  const range = findDateRange(text);
  if (range) {
    out.push(range.endDate || range.current ? 'date:range' : 'date:point');
    const rest = text
      .replace(range.text, '')
      .replace(/[\s,|·•()–—-]+/g, ' ')
      .trim();
    if (!rest) out.push('date:only');
    else if (rest.split(/\s+/).length <= 3) out.push('date:short-rest');
    if (range.index === 0) out.push('date:first');
    else if (range.index + range.text.length >= text.length - 1) out.push('date:last');
  }
  if (MONTH.test(text)) out.push('month');
  if (OPEN_END.test(text)) out.push('open-end');
  if (EMAIL.test(text)) out.push('email');
  if (PHONE.test(text.replace(range?.text ?? '\u0000', ''))) out.push('phone');
  if (URL.test(text)) out.push('url');
  const l = letters(text);
  if (l.length >= 3 && l === l.toUpperCase() && l !== l.toLowerCase()) out.push('caps');
  if (/^[\p{Ll}]/u.test(text)) out.push('lower-start');
  if (/^\d/.test(text)) out.push('digit-start');
  const last = text.slice(-1);
  out.push(
    `end:${/[.!?]/.test(last) ? 'stop' : /[,;]/.test(last) ? 'comma' : last === ':' ? 'colon' : /\p{L}/u.test(last) ? 'letter' : /\d/.test(last) ? 'digit' : 'mark'}`,
  );
  const words = text.split(/\s+/).filter(Boolean).length;
  out.push(`words:${bucket(words, [2, 4, 7, 13, 25])}`);
  if (/\s[|·•]\s|\s\|\s?/.test(text)) out.push('sep:bar');
  if (/\s[—–-]\s/.test(text)) out.push('sep:dash');
  if (/,/.test(text)) out.push('sep:comma');
  if (/\bat\b|@/.test(text) && !EMAIL.test(text)) out.push('sep:at');
  if (/\d+(\.\d+)?\s?%|\$\d/.test(text)) out.push('figure');
  const heading = collapseSpacedLetters(text)
    .replace(/[:：]\s*$/, '')
    .trim();
  if (heading.split(/\s+/).length <= 5 && !/\d|[@|,.;]/.test(heading)) {
    const kind = sectionKindOf(heading);
    if (kind) out.push(`hk:${kind}`);
  }
  if (heading !== text) out.push('spaced-or-colon');
  // Pieces between separators: the strongest title/organisation/place reading of any piece.
  const pieces = (range ? text.replace(range.text, ' | ') : text)
    .split(/\s*[|·•,]\s+|\s+[—–-]\s+|\s+at\s+|\s{2,}|[()]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const pieceList = [...new Set([...pieces, ...line.segments.map((s) => s.trim())])].filter((p) => p.length <= 120);
  let ts = 0;
  let os = 0;
  for (const p of pieceList) {
    const t = titleScore(p);
    ts = Math.max(ts, t);
    // organizationScore is under 0.65 when the piece reads as a title; skip the second look then.
    if (t <= 0.5) os = Math.max(os, organizationScore(p));
  }
  out.push(`title:${bucket(ts, [0.01, 0.6, 0.85])}`);
  out.push(`org:${bucket(os, [0.3, 0.65, 0.75])}`);
  const lastWord =
    text
      .toLowerCase()
      .replace(/[^\p{L}\s.&-]/gu, ' ')
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  if (ORGANIZATION_WORDS.has(lastWord)) out.push('org-suffix');
  if (DEGREE_PATTERN.test(text)) out.push('degree');
  if (INSTITUTION_PATTERN.test(text)) out.push('institution');
  const short = pieceList.filter((p) => p.length <= 40 && p.split(' ').length <= 4);
  if ((text.length <= 48 && isLocation(text)) || short.some((p) => isLocation(p))) out.push('location');
  else if (short.some((p) => p.length <= 30 && isPlaceName(p))) out.push('place');
  return out;
}

/** Layout classes of the line relative to the document (body size, left edge, usual gap). */
interface DocumentFacts {
  bodySize: number;
  gap: number;
  /** Left edge of each line's column. */
  left: number[];
  column: number[];
  shapes: Map<string, number>;
}

function shapeOf(line: ResumeLine, bodySize: number): string {
  return `${line.bold ? 1 : 0}|${Math.round((line.fontSize - bodySize) * 2)}|${line.bulleted ? 1 : 0}|${line.segments.length > 1 ? 1 : 0}|${findDateRange(line.text) ? 1 : 0}`;
}

function documentFacts(lines: ResumeLine[]): DocumentFacts {
  const sized = lines.filter((l) => l.fontSize > 0);
  const bodySize = sized.length ? mode(sized.map((l) => Math.round(l.fontSize * 2) / 2)) : 0;
  const gaps = lines.filter((l) => l.gapAbove > 0 && l.fontSize > 0).map((l) => Math.round(l.gapAbove));
  const gap = gaps.length ? mode(gaps) : 0;
  // A column runs from a line marked columnStart (or a new page) to the next one.
  const column: number[] = [];
  const left: number[] = [];
  let col = 0;
  let start = 0;
  const flush = (end: number) => {
    const xs = lines
      .slice(start, end)
      .map((l) => l.x)
      .filter((x) => x > 0);
    const edge = xs.length ? Math.min(...xs) : 0;
    for (let i = start; i < end; i++) left[i] = edge;
  };
  lines.forEach((line, i) => {
    if (i > 0 && (line.columnStart || line.page !== lines[i - 1]!.page)) {
      flush(i);
      start = i;
      col = line.columnStart ? col + 1 : 0;
    }
    column[i] = col;
  });
  flush(lines.length);
  const shapes = new Map<string, number>();
  for (const l of lines) {
    const s = shapeOf(l, bodySize);
    shapes.set(s, (shapes.get(s) ?? 0) + 1);
  }
  return { bodySize, gap, left, column, shapes };
}

function layoutClasses(line: ResumeLine, index: number, facts: DocumentFacts): string[] {
  const out: string[] = [];
  if (line.fontSize > 0 && facts.bodySize > 0) out.push(`size:${bucket(line.fontSize - facts.bodySize, [-1.5, -0.4, 0.4, 1.5, 3.5, 7])}`);
  else out.push('size:?');
  if (line.bold) out.push('bold');
  if (line.heading) out.push('styled-heading');
  if (line.plain) out.push('plain');
  if (line.bulleted) out.push('bulleted');
  if (line.columnStart) out.push('column-start');
  out.push(`column:${Math.min(2, facts.column[index] ?? 0)}`);
  if (line.x > 0) out.push(`indent:${bucket(line.x - (facts.left[index] ?? 0), [2, 8, 20, 60])}`);
  if (line.fontSize > 0 && facts.gap > 0) out.push(`gap:${line.gapAbove <= 0 ? 'none' : bucket(line.gapAbove / facts.gap, [0.7, 1.2, 1.7, 2.5, 4])}`);
  out.push(`segments:${Math.min(3, line.segments.length)}`);
  out.push(`chars:${bucket(line.text.length, [4, 15, 30, 50, 75, 100])}`);
  const repeats = facts.shapes.get(shapeOf(line, facts.bodySize)) ?? 1;
  out.push(`shape-repeats:${bucket(repeats, [2, 3, 5, 10])}`);
  return out;
}

/**
 * Feature names for every line. Neighbour features (p:, n:) carry the lines above and below;
 * "since-heading" counts lines from the last line that reads as a heading.
 */
export function lineFeatures(lines: ResumeLine[]): string[][] {
  const facts = documentFacts(lines);
  const own = lines.map((line, i) => [...layoutClasses(line, i, facts), ...textClasses(line)]);
  let sinceHeading = 99;
  return lines.map((line, i) => {
    const f = ['bias', ...own[i]!];
    const isHeadingish = own[i]!.some((x) => x.startsWith('hk:'));
    sinceHeading = isHeadingish ? 0 : sinceHeading + 1;
    f.push(`since-heading:${bucket(sinceHeading, [1, 2, 3, 5, 10, 99])}`);
    f.push(`position:${bucket(i, [1, 3, 6, 12])}`);
    const prev = own[i - 1];
    const next = own[i + 1];
    for (const x of prev ?? ['none']) f.push(`p:${x}`);
    for (const x of next ?? ['none']) f.push(`n:${x}`);
    // A few conjunctions the linear model cannot form itself.
    const bold = line.bold ? 'b' : '-';
    const bul = line.bulleted ? 'u' : '-';
    const words = own[i]!.find((x) => x.startsWith('words:')) ?? '';
    const size = own[i]!.find((x) => x.startsWith('size:')) ?? '';
    f.push(`c:${bold}${bul}|${words}`, `c:${size}|${words}`);
    if (prev)
      f.push(
        `c:prev-bullet|${lines[i - 1]!.bulleted ? 1 : 0}|${line.bulleted ? 1 : 0}|${own[i]!.find((x) => x.startsWith('end:'))}|${prev.find((x) => x.startsWith('end:'))}`,
      );
    return f;
  });
}
