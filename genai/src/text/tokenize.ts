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

const TOKEN_RE = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#']|\.(?=[\p{L}\p{N}]))*[+#]*|[,/();:&\-•|]/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const raw = m[0];
    const start = m.index ?? 0;
    const punct = raw.length === 1 && /[,/();:&\-•|]/.test(raw);
    // Possessive "React's" → "React"; keep the offsets of the word part.
    const word = punct ? raw : raw.replace(/'s$/i, '').replace(/'$/, '');
    tokens.push({ text: word, norm: word.toLowerCase(), start, end: start + word.length, punct });
  }
  return tokens;
}

/** Lower-case word tokens only (no punctuation), for bag-of-words uses such as BM25. */
export function words(text: string): string[] {
  return tokenize(text).filter((t) => !t.punct).map((t) => t.norm);
}

export interface Sentence {
  text: string;
  start: number;
  end: number;
}

/**
 * Splits text into sentences: end punctuation followed by a capital, or a line break that ends a
 * bullet/heading. Abbreviations with inner dots (B.S., e.g.) are not sentence ends.
 */
export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const re = /[^\n.!?]*(?:[.!?](?![\p{L}\p{N}])(?=\s|$)|\n|$)/gu;
  let carry = '';
  let carryStart = 0;
  for (const m of text.matchAll(re)) {
    const piece = m[0];
    if (!piece) continue;
    const start = m.index ?? 0;
    if (!carry) carryStart = start;
    carry += piece;
    const trimmed = carry.trim();
    // "e.g." / "Sr." / "Inc." end a match but not a sentence: keep joining.
    if (/\b(?:e\.g|i\.e|etc|vs|Sr|Jr|Mr|Ms|Mrs|Dr|Inc|Ltd|Co|St|No)\.$/i.test(trimmed)) continue;
    if (trimmed) {
      const lead = carry.length - carry.trimStart().length;
      out.push({ text: trimmed, start: carryStart + lead, end: carryStart + lead + trimmed.length });
    }
    carry = '';
  }
  if (carry.trim()) out.push({ text: carry.trim(), start: carryStart, end: carryStart + carry.length });
  return out;
}
