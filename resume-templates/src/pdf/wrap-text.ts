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

/** A piece of text in one style: its font (regular or bold face), slant and link. */
export interface StyledText {
  text: string;
  font: PDFFont;
  italic?: boolean;
  link?: string;
}

const sameStyle = (a: StyledText, b: StyledText) => a.font === b.font && Boolean(a.italic) === Boolean(b.italic) && a.link === b.link;

/**
 * `wrapText` for text in several styles (a bullet with a bold figure and a link): words are cut at
 * spaces wherever their styles change, each letter measured in its own font, and a line is filled
 * the way `wrapText` fills one. Returns each line as its runs, adjacent runs of a style merged.
 */
export function wrapRuns(runs: StyledText[], size: number, width: number): StyledText[][] {
  // Letters with their style, then words: maximal runs of non-spaces (spaces collapse to one).
  const letters: { char: string; style: StyledText }[] = [];
  for (const run of runs) for (const char of run.text.replace(/\n/g, ' ')) letters.push({ char, style: run });
  type Word = { letters: typeof letters; space: StyledText | null };
  const words: Word[] = [];
  let current: typeof letters = [];
  let space: StyledText | null = null;
  for (const letter of letters) {
    if (letter.char === ' ') {
      if (current.length) {
        words.push({ letters: current, space });
        current = [];
        space = null;
      }
      space ??= letter.style;
      continue;
    }
    current.push(letter);
  }
  if (current.length) words.push({ letters: current, space });

  const measure = (list: typeof letters) => list.reduce((w, l) => w + textWidth(l.style.font, l.char, size), 0);
  const lines: (typeof letters)[] = [];
  let line: typeof letters = [];
  let lineWidth = 0;
  for (const word of words) {
    const spaceStyle = word.space ?? word.letters[0]!.style;
    const spaceWidth = line.length ? textWidth(spaceStyle.font, ' ', size) : 0;
    const wordWidth = measure(word.letters);
    if (lineWidth + spaceWidth + wordWidth <= width) {
      if (line.length) line.push({ char: ' ', style: spaceStyle });
      line.push(...word.letters);
      lineWidth += spaceWidth + wordWidth;
      continue;
    }
    if (line.length) lines.push(line);
    line = [];
    lineWidth = 0;
    // A word wider than the line is cut where it no longer fits (at least one letter a line).
    let rest = word.letters;
    while (measure(rest) > width) {
      let cut = 1;
      let used = textWidth(rest[0]!.style.font, rest[0]!.char, size);
      while (cut < rest.length) {
        const next = textWidth(rest[cut]!.style.font, rest[cut]!.char, size);
        if (used + next > width) break;
        used += next;
        cut++;
      }
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
    lineWidth = measure(rest);
  }
  if (line.length) lines.push(line);

  return lines.map((list) => {
    const out: StyledText[] = [];
    for (const { char, style } of list) {
      const last = out[out.length - 1];
      if (last && sameStyle(last, style)) last.text += char;
      else out.push({ text: char, font: style.font, ...(style.italic ? { italic: true } : {}), ...(style.link ? { link: style.link } : {}) });
    }
    return out;
  });
}
