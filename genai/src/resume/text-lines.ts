import type { ResumeLine } from './resume-line';

const BULLET = /^\s*([•●▪■◦‣∙·○◆◇►▸➢➤✓✔*–—-]|o(?=\s))\s+/u;
/** Assumed size of plain text, so gap ratios work: a blank line reads as a paragraph gap. */
const TEXT_SIZE = 10;

const MAX_TOKEN = 120;
const MAX_LINE = 1_000;
export const MAX_LINES = 2_000;

/** Cuts absurd tokens (no word or URL is 120 characters) and lines. */
export function boundLineText(text: string): string {
  return text.replace(/\S{121,}/g, (token) => token.slice(0, MAX_TOKEN)).slice(0, MAX_LINE);
}

/** Plain text (a .txt upload, a DOCX's paragraphs) as resume lines without page geometry. */
export function textToLines(text: string, headingLines: Set<number> = new Set()): ResumeLine[] {
  const lines: ResumeLine[] = [];
  let blankBefore = false;
  text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, index) => {
      const indent = /^\s*/.exec(raw)![0].replace(/\t/g, '    ').length;
      // Joiners and variation selectors (U+200D, U+FE0F) are listed on purpose: each becomes a space.
      // eslint-disable-next-line no-misleading-character-class
      let body = raw.replace(/[\uE000-\uF8FF\u{1F000}-\u{1FAFF}\u2600-\u27BF\uFE0F\u200B-\u200D\uFEFF]/gu, ' ').trim();
      // Bounded tokens and lines keep every later regex linear on hostile input.
      body = boundLineText(body);
      if (!body) {
        blankBefore = true;
        return;
      }
      // Page numbers ("1/2", "Page 1 of 2") are print furniture, not resume text.
      if (/^(page\s*)?\d{1,3}\s*(\/|of)\s*\d{1,3}$/i.test(body)) return;
      const bullet = BULLET.exec(body);
      if (bullet) body = body.slice(bullet[0].length).trim();
      const segments = body
        .split(/\t+|\s{3,}/)
        .map((s) => s.trim())
        .filter(Boolean);
      lines.push({
        text: segments.join('  '),
        segments,
        page: 1,
        x: indent > 0 ? 50 + indent * 4 : 50,
        y: 0,
        fontSize: TEXT_SIZE,
        bold: false,
        gapAbove: lines.length ? (blankBefore ? 2.2 * TEXT_SIZE : 1.2 * TEXT_SIZE) : 0,
        bulleted: bullet !== null,
        plain: true,
        ...(headingLines.has(index) ? { heading: true } : {}),
      });
      blankBefore = false;
    });
  return lines.slice(0, MAX_LINES);
}
