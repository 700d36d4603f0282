import type { RawPdfPage } from './pdf-types';

/** A visible text item in top-down page coordinates, its text normalized. */
export interface TextItem {
  text: string;
  x: number;
  /** Baseline distance from the top of the page. */
  y: number;
  width: number;
  fontSize: number;
  bold: boolean;
  font: string;
}

// Icon fonts (Font Awesome and friends) draw into the Private Use Areas; emoji and dingbats are
// decoration. None of them is text a reader or an ATS can use.
// The class lists joiners and variation selectors (U+200D, U+FE0F) on purpose, each removed alone.
/* eslint-disable no-misleading-character-class */
const ICON_GLYPHS =
  /[\uE000-\uF8FF\u{F0000}-\u{FFFFD}\u{100000}-\u{10FFFD}\u{1F000}-\u{1FAFF}\u2190-\u21FF\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200B-\u200D\u2060\uFEFF\uFFFD]/gu;
/* eslint-enable no-misleading-character-class */
const BOLD_FONT = /bold|black|heavy|semibold|demi|[-,]bd\b|\bbd$/i;
/** Text smaller than this (points) is not meant to be read (hidden keyword stuffing). */
const MIN_FONT_SIZE = 2;

export function cleanText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ICON_GLYPHS, ' ')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
}

export function isBoldFont(font: string): boolean {
  // "ABCDEF+Roboto-Bold": the subset prefix carries no meaning.
  return BOLD_FONT.test(font.replace(/^[A-Z]{6}\+/, ''));
}

export interface CleanStats {
  hiddenChars: number;
  offPageChars: number;
  tinyChars: number;
  iconGlyphs: number;
  ligatures: number;
  rotatedChars: number;
}

/** Drops what a person cannot see (white, off-page, microscopic, rotated side text) and normalizes the rest. */
export function cleanTextItems(page: RawPdfPage, stats: CleanStats): TextItem[] {
  const items: TextItem[] = [];
  for (const raw of page.items) {
    const visibleLength = raw.str.trim().length;
    if (raw.hidden) {
      stats.hiddenChars += visibleLength;
      continue;
    }
    if (raw.fontSize < MIN_FONT_SIZE && visibleLength > 0) {
      stats.tinyChars += visibleLength;
      continue;
    }
    if (raw.x + raw.width < 0 || raw.x > page.width || raw.y < -2 || raw.y > page.height + 2) {
      stats.offPageChars += visibleLength;
      continue;
    }
    if (raw.rotated) {
      stats.rotatedChars += visibleLength;
      continue;
    }
    const icons = raw.str.match(ICON_GLYPHS);
    if (icons) stats.iconGlyphs += icons.length;
    if (/[\uFB00-\uFB06]/.test(raw.str)) stats.ligatures += 1;
    const text = cleanText(raw.str);
    if (!text.trim() && raw.str.length === 0) continue;
    items.push({
      text,
      x: raw.x,
      y: page.height - raw.y,
      width: raw.width,
      fontSize: raw.fontSize,
      bold: isBoldFont(raw.font),
      font: raw.font,
    });
  }
  return items;
}
