import { inlinePlainText } from 'shared-schemas';

/**
 * Formatting a bullet as a word processor would, on its text with a selection: the text keeps the
 * Markdown subset the templates draw (shared-schemas' inline-markup: `**bold**`, `*italic*`,
 * `[text](https://…)`), so the resume stays JSON Resume and every export reads it.
 */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

export type Mark = 'bold' | 'italic';
const MARKERS: Record<Mark, string> = { bold: '**', italic: '*' };

/** The selection grown to whole words when it is empty (a caret inside a word formats the word). */
function wordAt(value: string, start: number, end: number): [number, number] {
  if (start !== end) {
    // Spaces at the selection's edges stay outside the markers ("** word**" would not read as bold).
    while (start < end && value[start] === ' ') start++;
    while (end > start && value[end - 1] === ' ') end--;
    return [start, end];
  }
  let from = start;
  let to = end;
  while (from > 0 && /[\p{L}\p{N}%$€£'’.-]/u.test(value[from - 1]!)) from--;
  while (to < value.length && /[\p{L}\p{N}%$€£'’-]/u.test(value[to]!)) to++;
  return [from, to];
}

/**
 * Bold or italic on the selection, or off when it already has it (the markers just outside or
 * just inside the selection are removed). Returns the new text and the selection to keep.
 */
export function toggleMark(value: string, selStart: number, selEnd: number, mark: Mark): Edit {
  const marker = MARKERS[mark];
  const [start, end] = wordAt(value, selStart, selEnd);
  const n = marker.length;
  const before = value.slice(start - n, start);
  const after = value.slice(end, end + n);
  // Italic's "*" must not be half of a bold "**" (in "***" one of the three is the italic's).
  const italicBefore = value[start - 2] !== '*' || value[start - 3] === '*';
  const italicAfter = value[end + 1] !== '*' || value[end + 2] === '*';
  const isMark = (text: string, side: 'before' | 'after') => text === marker && (mark === 'bold' || (side === 'before' ? italicBefore : italicAfter));
  if (isMark(before, 'before') && isMark(after, 'after')) {
    return { value: value.slice(0, start - n) + value.slice(start, end) + value.slice(end + n), start: start - n, end: end - n };
  }
  const inner = value.slice(start, end);
  if (inner.length > 2 * n && inner.startsWith(marker) && inner.endsWith(marker)) {
    return { value: value.slice(0, start) + inner.slice(n, -n) + value.slice(end), start, end: end - 2 * n };
  }
  if (start === end) return { value, start: selStart, end: selEnd };
  return { value: `${value.slice(0, start)}${marker}${inner}${marker}${value.slice(end)}`, start: start + n, end: end + n };
}

/** Only web and mail addresses are links in a resume; "example.com" becomes https://example.com. */
export function normaliseLink(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text) || /[()<>"]/.test(text)) return null;
  if (/^(https?:\/\/|mailto:)/i.test(text)) return text;
  if (/^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(text)) return `mailto:${text}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}

/** The selected words as a link to `url` (the words themselves when nothing is selected: the address). */
export function addLink(value: string, selStart: number, selEnd: number, url: string): Edit {
  const [start, end] = wordAt(value, selStart, selEnd);
  const label = value.slice(start, end) || url.replace(/^mailto:|^https?:\/\//i, '');
  const inserted = `[${label.replace(/[[\]]/g, '')}](${url})`;
  return { value: value.slice(0, start) + inserted + value.slice(end), start: start + 1, end: start + 1 + label.replace(/[[\]]/g, '').length };
}

const strayStars = (text: string) => (inlinePlainText(text).match(/\*/g) ?? []).length;

/**
 * Enter inside formatted words: the bullet splits at the selection and the formatting open there
 * is closed before the split and opened again after it ("**cut costs | by 30%**" →
 * "**cut costs**" and "**by 30%**"), so neither half shows stray markers.
 */
export function splitKeepingMarks(value: string, start: number, end: number): [string, string] {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const wanted = strayStars(value);
  for (const marker of ['', '*', '**', '***']) {
    const left = marker && before.trim() ? `${before.replace(/ +$/, '')}${marker}` : before;
    const right = marker && after.trim() ? `${marker}${after.replace(/^ +/, '')}` : after;
    if (strayStars(left) + strayStars(right) <= wanted) return [left, right];
  }
  return [before, after];
}
