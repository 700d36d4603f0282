// Tesseract's words → the positioned text items a PDF page gives (pdf-types RawPdfItem), so an
// OCR'd page goes through the same layout step (rows, columns, segments, wrapped lines, running
// headers: pdf/pdf-lines.ts) and the same parser as a text page. Tesseract's block/paragraph/line
// ids decide which words share a line: every word of a line gets the line's baseline and type
// size, as the words of one PDF text line share theirs.
import type { RawPdfItem } from '../pdf/pdf-types';
import type { OcrWord } from './tesseract-tsv';

/** Points per inch: an image rendered at `dpi` has dpi/72 pixels per point. */
const POINTS_PER_INCH = 72;

// A word's box spans what its glyphs reach: cap/ascender height (~0.72 em in common text faces),
// x-height (~0.52 em), plus a descender (~0.22 em). Dividing by the reach its letters imply gives
// the type size, whatever the word's letters.
const ASCENDING = /[A-Z0-9bdfhklt!?@#$%&()[\]{}/\\|'"]/;
const DESCENDING = /[gjpqyQ()[\]{}|,;@]/;
const DESCENDER_EM = 0.22;

function reachEm(text: string): { em: number; descends: boolean } {
  const up = ASCENDING.test(text);
  const down = DESCENDING.test(text);
  return { em: (up ? 0.72 : 0.52) + (down ? DESCENDER_EM : 0), descends: down };
}

// How OCR commonly reads a bullet glyph (•, ▪, ●) at the start of a line: "e", "°", "«", "©", "*",
// "¢", "»", "+", "®" (or two of them run together, "e«") and the real glyphs. A lone one of these followed by a gap is a bullet.
const BULLET_MISREADS = new Set(['•', '●', '▪', '■', '◦', '·', '-', '–', '*', 'e', 'o', '°', '«', '»', '©', '®', '¢', '+', '@', '„', '.', '=']);
// A bullet glued to the first word ("«Led", "©Built", "eManaged"): the glyph then a capitalised word.
const GLUED_BULLET = /^([•●▪■◦«»©®¢°]|e(?!Bay)(?=\p{Lu}\p{Ll}))(?=\p{L})/u;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1]! : 0;
};

/** A line whose words Tesseract barely trusted is a picture or rule read as letters. */
const MIN_LINE_CONFIDENCE = 35;
const MIN_WORD_CONFIDENCE = 10;

/**
 * Items of one OCR'd page in PDF user space (points, y up from the bottom), as pdf-raw-extract
 * returns them. `dpi` is the resolution the page was rendered at; `pageHeight` in points.
 */
export function ocrWordsToItems(words: OcrWord[], dpi: number, pageHeight: number): RawPdfItem[] {
  const scale = dpi / POINTS_PER_INCH;
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    if (word.confidence >= 0 && word.confidence < MIN_WORD_CONFIDENCE) continue;
    const key = `${word.block}/${word.paragraph}/${word.line}`;
    const line = lines.get(key);
    if (line) line.push(word);
    else lines.set(key, [word]);
  }
  const read: { words: OcrWord[]; size: number; baseline: number }[] = [];
  for (const lineWords of [...lines.values()].flatMap(splitRows)) {
    const sorted = dropCellRules([...lineWords].sort((a, b) => a.left - b.left));
    if (!sorted.length) continue;
    const known = sorted.filter((w) => w.confidence >= 0);
    if (known.length && known.reduce((n, w) => n + w.confidence, 0) / known.length < MIN_LINE_CONFIDENCE) continue;
    const pieces = readSeparators(joinAddressParts(splitBullet(sorted)));
    // The line's type size and baseline: medians over its real words (a bullet's box is small).
    const textual = pieces.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
    const sizing = textual.length ? textual : pieces;
    const size = median(sizing.map((w) => w.height / reachEm(w.text).em));
    const baseline = median(sizing.map((w) => w.top + w.height - (reachEm(w.text).descends ? DESCENDER_EM * size : 0)));
    read.push({ words: pieces, size, baseline });
  }
  const sizes = snapSizes(read.map((l) => l.size));
  const items: RawPdfItem[] = [];
  read.forEach(({ words: pieces, baseline }, index) => {
    const fontSize = sizes[index]! / scale;
    const y = pageHeight - baseline / scale;
    for (const word of pieces) {
      items.push({
        str: word.text,
        x: word.left / scale,
        y,
        width: word.width / scale,
        height: fontSize,
        fontSize,
        font: 'OCR',
        hidden: false,
        rotated: false,
      });
    }
  });
  return items;
}

/**
 * Tesseract now and then puts words of two rows in one line (a stacked email and phone in a
 * header cell): words whose middles sit more than half a word's height apart are rows of their own.
 */
function splitRows(words: OcrWord[]): OcrWord[][] {
  if (words.length < 2) return [words];
  const height = median(words.map((w) => w.height));
  const byMiddle = [...words].sort((a, b) => a.top + a.height / 2 - (b.top + b.height / 2));
  const rows: OcrWord[][] = [[byMiddle[0]!]];
  for (let i = 1; i < byMiddle.length; i++) {
    const prev = byMiddle[i - 1]!;
    const word = byMiddle[i]!;
    if (word.top + word.height / 2 - (prev.top + prev.height / 2) > 0.6 * height) rows.push([word]);
    else rows[rows.length - 1]!.push(word);
  }
  return rows.flatMap(splitSizes);
}

/**
 * Words set in clearly different sizes (a 20 pt name and a 10 pt email in the cell beside it)
 * that Tesseract read as one line are lines of their own, each with its own size and baseline.
 */
function splitSizes(words: OcrWord[]): OcrWord[][] {
  const sized = words.filter((w) => /[\p{L}\p{N}]{2}/u.test(w.text)).map((w) => ({ w, size: w.height / reachEm(w.text).em }));
  if (sized.length < 2) return [words];
  sized.sort((a, b) => a.size - b.size);
  const groups: { w: OcrWord; size: number }[][] = [[sized[0]!]];
  for (let i = 1; i < sized.length; i++) {
    if (sized[i]!.size > sized[i - 1]!.size * 1.35) groups.push([]);
    groups[groups.length - 1]!.push(sized[i]!);
  }
  if (groups.length === 1) return [words];
  // Punctuation and bullets go with the group of the nearest word.
  const out = groups.map((g) => g.map((s) => s.w));
  for (const word of words) {
    if (sized.some((s) => s.w === word)) continue;
    let best = 0;
    let bestDistance = Infinity;
    out.forEach((g, i) => {
      for (const other of g) {
        const distance = Math.abs(other.left - word.left);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = i;
        }
      }
    });
    out[best]!.push(word);
  }
  return out;
}

/** A lone "|" (or "[", "]") at either end of a line is a table cell's border, not text. */
function dropCellRules(words: OcrWord[]): OcrWord[] {
  const rule = (w: OcrWord | undefined) => !!w && /^[|[\]]$/.test(w.text);
  let start = 0;
  let end = words.length;
  while (start < end && rule(words[start])) start++;
  while (end > start && rule(words[end - 1])) end--;
  return words.slice(start, end);
}

/** Sizes within this ratio of the smallest of their group are one type size measured apart. */
const SAME_SIZE_RATIO = 1.1;

/**
 * Measured sizes scatter by a few percent around the type sizes the page was set in; the layout
 * step compares sizes to 0.3 pt (a wrapped line continues one of the same size). Each line gets
 * the median of its group of near sizes.
 */
function snapSizes(sizes: number[]): number[] {
  const order = sizes.map((size, index) => ({ size, index })).sort((a, b) => a.size - b.size);
  const out = new Array<number>(sizes.length);
  let group: typeof order = [];
  const close = () => {
    const value = median(group.map((g) => g.size));
    for (const g of group) out[g.index] = value;
    group = [];
  };
  for (const entry of order) {
    if (group.length && entry.size > group[0]!.size * SAME_SIZE_RATIO) close();
    group.push(entry);
  }
  if (group.length) close();
  return out;
}

// Words that follow "I" in a heading ("WHERE I HAVE WORKED"): OCR reads a lone capital I as "|".
const AFTER_I = /^(have|am|can|do|did|worked|work|built|love|learned|studied|know|speak|bring|offer)$/i;

/**
 * Separators OCR misreads: a middle dot between list items ("Python · AWS") comes back as "-" or
 * "."; its box is about as wide as it is tall, a hyphen's two to three times wider. A "|" before
 * "HAVE" or "AM" is the word "I".
 */
function readSeparators(words: OcrWord[]): OcrWord[] {
  return words.map((word, i) => {
    if (i > 0 && i < words.length - 1 && /^[-.*]$/.test(word.text) && word.width <= 1.5 * word.height) return { ...word, text: '·' };
    if (word.text === '|' && AFTER_I.test(words[i + 1]?.text ?? '')) return { ...word, text: 'I' };
    return word;
  });
}

/**
 * Tesseract cuts an email or a link at "@" or "/" when the glyphs around it sit apart
 * ("tomasz.reyes@" "example.org", "linkedin.com/" "in/name"); the parser needs them whole. Parts
 * this close (under half the line's height apart) are one word again.
 */
function joinAddressParts(words: OcrWord[]): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const prev = out[out.length - 1];
    const gap = prev ? word.left - (prev.left + prev.width) : Infinity;
    const joint = prev && (/[@/]$/.test(prev.text) || /^[@/]/.test(word.text)) && /[\p{L}\p{N}]/u.test(prev.text) && /[\p{L}\p{N}]/u.test(word.text);
    if (prev && joint && gap < 0.5 * Math.max(prev.height, word.height)) {
      out[out.length - 1] = {
        ...prev,
        text: prev.text + word.text,
        width: word.left + word.width - prev.left,
        top: Math.min(prev.top, word.top),
        height: Math.max(prev.top + prev.height, word.top + word.height) - Math.min(prev.top, word.top),
        confidence: Math.min(prev.confidence, word.confidence),
      };
    } else out.push(word);
  }
  return out;
}

/** Two bullet readings run together ("e«", "»e", "°e"): one bullet glyph read twice. */
const isMisreadPair = (text: string): boolean => text.length === 2 && [...text].every((c) => BULLET_MISREADS.has(c) && !/[.\-–=]/.test(c));

/** The line's first word as a bullet "•" when it is one of OCR's readings of a bullet glyph. */
function splitBullet(words: OcrWord[]): OcrWord[] {
  const first = words[0]!;
  const next = words[1];
  if (next && (BULLET_MISREADS.has(first.text) || isMisreadPair(first.text))) {
    // A gap after it at least a third of the line's height (a bullet's hanging indent).
    const gap = next.left - (first.left + first.width);
    if (gap >= 0.3 * Math.max(next.height, first.height) || first.text === '•') return [{ ...first, text: '•' }, ...words.slice(1)];
    return words;
  }
  const glued = GLUED_BULLET.exec(first.text);
  if (glued && first.text.length > 2) {
    const glyphWidth = Math.min(first.width / first.text.length, first.height * 0.6);
    return [
      { ...first, text: '•', width: glyphWidth },
      { ...first, text: first.text.slice(glued[1]!.length), left: first.left + glyphWidth * 2, width: first.width - glyphWidth * 2 },
      ...words.slice(1),
    ];
  }
  return words;
}
