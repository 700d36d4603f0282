import type { PDFFont } from 'pdf-lib';

const widths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * Text width from per-character advances, each measured once per font. pdf-lib's own
 * `widthOfTextAtSize` shapes the whole string with fontkit on every call, which made wrapping a
 * two-page resume take seconds; ligatures and kerning are off (see pdf-fonts.ts), so the sum of
 * advances is exactly what is drawn.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font);
  if (!cache) {
    cache = new Map();
    widths.set(font, cache);
  }
  let units = 0;
  for (const char of text) {
    let w = cache.get(char);
    if (w === undefined) {
      w = font.widthOfTextAtSize(char, 1000);
      cache.set(char, w);
    }
    units += w;
  }
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width` at `size`: at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/ +/).filter(Boolean);
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A URL or token wider than the column is cut where it no longer fits.
      let rest = word;
      while (textWidth(font, rest, size) > width) {
        // Binary search for the longest prefix that fits (at least one character).
        let low = 1;
        let high = rest.length - 1;
        while (low < high) {
          const mid = Math.ceil((low + high) / 2);
          if (textWidth(font, rest.slice(0, mid), size) <= width) low = mid;
          else high = mid - 1;
        }
        const cut = low;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * Wraps a list ("Python, SQL, Apache Spark") between items, never inside one, so each printed
 * line holds whole items (a reader or parser never sees "Apache" and "Spark" apart). An item
 * wider than a whole line is wrapped as text. `firstWidth` is the room left on the first line
 * (after a label).
 */
export function wrapList(text: string, font: PDFFont, size: number, width: number, firstWidth = width): string[] {
  const items = text.split(/,\s+/);
  const lines: string[] = [];
  let line = '';
  items.forEach((item, i) => {
    const piece = i < items.length - 1 ? `${item},` : item;
    const room = lines.length === 0 ? firstWidth : width;
    const candidate = line ? `${line} ${piece}` : piece;
    if (textWidth(font, candidate, size) <= room) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    else if (lines.length === 0 && firstWidth < width) lines.push('');
    const wrapped = wrapText(piece, font, size, width);
    line = wrapped.pop() ?? '';
    lines.push(...wrapped);
  });
  if (line) lines.push(line);
  return lines;
}
