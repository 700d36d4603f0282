/**
 * Tokens with character offsets, shared by the skill extractor, keyword extractor, summarizer
 * and BM25. Words keep inner dots, plus and hash ("Node.js", "C++", "C#", ".NET", "B.S") so that
 * "B.S." never becomes the language B; list punctuation is kept as its own token because lists
 * ("HTML, CSS, JavaScript") are evidence that a short name is a skill.
 */
export interface Token {
  /** The text as written. */
  text: string;
  /** Lower-cased form used for lookups. */
  norm: string;
  start: number;
  end: number;
  /** True for punctuation tokens (, / ( ) ; : & - •). */
  punct: boolean;
}

const PUNCT = new Set([',', '/', '(', ')', ';', ':', '&', '-', '•', '|']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Letter or digit: an ASCII fast path, Unicode classes for the rest. */
function isWordChar(code: number, ch: string): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER_OR_DIGIT.test(ch);
}

/**
 * A hand-written scanner (the tokenizer is the hot loop of ranking): words are a letter or digit
 * (optionally after a leading dot, ".NET"), then letters, digits, + # ' and inner dots, then
 * trailing + or # ("C++", "C#").
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    const ch = text[i]!;
    if (PUNCT.has(ch)) {
      tokens.push({ text: ch, norm: ch, start: i, end: i + 1, punct: true });
      i++;
      continue;
    }
    let start = -1;
    if (isWordChar(code, ch)) start = i;
    else if (ch === '.' && i + 1 < n && isWordChar(text.charCodeAt(i + 1), text[i + 1]!) && (i === 0 || !isWordChar(text.charCodeAt(i - 1), text[i - 1]!)))
      start = i;
    if (start < 0) {
      i++;
      continue;
    }
    let j = start + 1;
    while (j < n) {
      const c = text.charCodeAt(j);
      const cj = text[j]!;
      if (isWordChar(c, cj) || cj === '+' || cj === '#' || cj === "'") {
        j++;
        continue;
      }
      if (cj === '.' && j + 1 < n && isWordChar(text.charCodeAt(j + 1), text[j + 1]!)) {
        j++;
        continue;
      }
      break;
    }
    let word = text.slice(start, j);
    // Possessive "React's" → "React"; a trailing apostrophe is dropped.
    if (word.endsWith("'s") || word.endsWith("'S")) word = word.slice(0, -2);
    else if (word.endsWith("'")) word = word.slice(0, -1);
    if (word) tokens.push({ text: word, norm: word.toLowerCase(), start, end: start + word.length, punct: false });
    i = j;
  }
  return tokens;
}

/** Lower-case word tokens only (no punctuation), for bag-of-words uses such as BM25. */
export function words(text: string): string[] {
  return tokenize(text)
    .filter((t) => !t.punct)
    .map((t) => t.norm);
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
}

/** The trimmed text of `text.slice(from, to)` with its offsets in `text`. */
export function trimmedSpan(text: string, from: number, to: number): Sentence {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  return { text: trimmed, start: from + lead, end: from + lead + trimmed.length };
}

/**
 * Splits text into sentences. A sentence ends at . ! ? followed by a space and not after an
 * abbreviation (B.S., e.g., Sr.) or before a lower-case word; at a blank line; and at a line
 * break that ends a heading or bullet. Wrapped lines inside a paragraph are joined.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const span = trimmedSpan(text, start, end);
    if (span.text) out.push({ ...span, text: span.text.replace(/\s*\n\s*/g, ' ') });
    start = end;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '.' || ch === '!' || ch === '?') {
      const next = text[i + 1];
      if (next !== undefined && !/\s/.test(next)) continue;
      if (ch === '.') {
        let w = i;
        while (w > 0 && !/\s/.test(text[w - 1]!) && i - w < 40) w--;
        const word = text.slice(w, i);
        if (/\.\p{L}$/u.test(word) || /^(e\.g|i\.e|etc|vs|Sr|Jr|Mr|Ms|Mrs|Dr|Inc|Ltd|Co|St|No|approx)$/i.test(word)) continue;
        const after = text.slice(i + 1, i + 40).match(/^\s*(\S)/)?.[1];
        if (after && /\p{Ll}/u.test(after)) continue;
      }
      push(i + 1);
    } else if (ch === '\n') {
      const line = text.slice(text.lastIndexOf('\n', i - 1) + 1, i).trim();
      const nextLine = text.slice(i + 1, i + 80).match(/^[ \t]*(\S?)/)?.[1] ?? '';
      const blank = nextLine === '';
      const bullet = /[•●▪◦‣*\-–—]/.test(nextLine);
      const heading = line.length > 0 && line.length < 50 && !/[,;]$/.test(line) && /^\p{Lu}/u.test(nextLine);
      if (blank || bullet || heading || /[.!?:]$/.test(line)) push(i);
    }
  }
  push(text.length);
  return out;
}
