/**
 * Rich text inside a JSON Resume string (a bullet, a summary): the small Markdown subset JSON
 * Resume themes already render — `**bold**`, `*italic*`, `[link text](https://…)` — and `\` to
 * keep a marker literal (`\*`). The string stays a string, so the resume is still plain JSON
 * Resume; the templates draw the runs (bold, italic, a live link) in PDF and DOCX, and everything
 * that reads text (the scorecard, the matcher, a parser reading the export back) sees
 * `inlinePlainText`, which is exactly the letters the export prints.
 */
export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** http(s) or mailto: address the run links to. */
  link?: string;
}

const LINK_SCHEMES = /^(https?:\/\/|mailto:)[^\s<>"]+$/i;
const ESCAPABLE = '\\*[]()_';

interface Style {
  bold?: boolean;
  italic?: boolean;
  link?: string;
}

/** Index of the closing `marker` for an opening one at `from`, or -1 (escapes and nested pairs skipped). */
function findClose(text: string, from: number, marker: '*' | '**'): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] !== '*') continue;
    const closes = i > from && text[i - 1] !== ' ';
    if (marker === '*') {
      // "*a*" closes here; "**b**" after a space is a bold pair inside the italics.
      if (closes) return i;
      if (text[i + 1] === '*') {
        const end = findClose(text, i + 2, '**');
        if (end < 0) return -1;
        i = end + 1;
      }
      continue;
    }
    if (text[i + 1] === '*' && closes) return i;
    // A single "*" opening italics inside the bold: its pair is skipped ("**a *b***").
    if (text[i + 1] !== '*' && text[i + 1] !== ' ' && i + 1 < text.length) {
      const end = findClose(text, i + 1, '*');
      if (end < 0) continue;
      i = end;
    } else if (text[i + 1] === '*') i++;
  }
  return -1;
}

function parse(text: string, style: Style, out: InlineRun[]): void {
  let plain = '';
  const flush = () => {
    if (!plain) return;
    const last = out[out.length - 1];
    if (last && last.bold === style.bold && last.italic === style.italic && last.link === style.link) last.text += plain;
    else
      out.push({ text: plain, ...(style.bold ? { bold: true } : {}), ...(style.italic ? { italic: true } : {}), ...(style.link ? { link: style.link } : {}) });
    plain = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && ESCAPABLE.includes(text[i + 1]!)) {
      plain += text[++i];
      continue;
    }
    // An opening marker is followed by a non-space (so "5 * 3" and "a ** b" stay as typed).
    if (char === '*' && text[i + 1] === '*' && text[i + 2] && text[i + 2] !== ' ' && !style.bold) {
      const end = findClose(text, i + 2, '**');
      if (end > 0) {
        flush();
        parse(text.slice(i + 2, end), { ...style, bold: true }, out);
        i = end + 1;
        continue;
      }
    }
    if (char === '*' && text[i + 1] && text[i + 1] !== ' ' && text[i + 1] !== '*' && !style.italic) {
      const end = findClose(text, i + 1, '*');
      if (end > 0) {
        flush();
        parse(text.slice(i + 1, end), { ...style, italic: true }, out);
        i = end;
        continue;
      }
    }
    if (char === '[' && !style.link) {
      const match = /^\[((?:\\.|[^\]\\])+)\]\(([^()\s]+)\)/.exec(text.slice(i));
      if (match && LINK_SCHEMES.test(match[2]!)) {
        flush();
        parse(match[1]!, { ...style, link: match[2]! }, out);
        i += match[0].length - 1;
        continue;
      }
    }
    plain += char;
  }
  flush();
}

/** The runs of a marked-up string, adjacent runs of one style merged; unmatched markers stay literal. */
export function parseInline(text: string): InlineRun[] {
  const out: InlineRun[] = [];
  parse(text, {}, out);
  return out;
}

/** The letters a marked-up string prints: markers and link addresses removed. */
export function inlinePlainText(text: string): string {
  // Fast path: most strings carry no marker at all.
  if (!/[*\\[]/.test(text)) return text;
  return parseInline(text)
    .map((run) => run.text)
    .join('');
}

/** True when the string holds formatting (bold, italic or a link), not just plain text. */
export function hasInlineMarkup(text: string): boolean {
  if (!/[*[]/.test(text)) return false;
  return parseInline(text).some((run) => run.bold || run.italic || run.link);
}

/** `text` with the Markdown markers escaped, so it prints exactly as given. */
export function escapeInline(text: string): string {
  return text.replace(/[\\*[\]]/g, (c) => `\\${c}`);
}
