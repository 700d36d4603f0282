// The one tokenizer the index, the query language and the highlighter share, so a word is
// indexed, looked up and marked the same way. Words keep inner dots and apostrophes and a
// trailing + or # ("Node.js", "C++", "C#"); case and accents are folded ("Zürich" = "zurich").

export interface TextToken {
  /** Folded form: lower case, no accents. */
  term: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*[+#]*/gu;
const MARKS = /\p{M}+/gu;

const ASCII = /^\p{ASCII}*$/u;

export function foldTerm(word: string): string {
  // Most words are ASCII: skip Unicode normalisation for them (it is the indexer's hot loop).
  const folded = ASCII.test(word) ? word.toLowerCase() : word.normalize('NFD').replace(MARKS, '').toLowerCase().replace(/’/g, "'");
  // "engineer's" and "engineers'" are looked up as the word itself.
  return folded.endsWith("'s") ? folded.slice(0, -2) : folded;
}

export function tokenizeText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = foldTerm(match[0]);
    if (term) tokens.push({ term, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** Just the folded terms. */
export function terms(text: string): string[] {
  return tokenizeText(text).map((token) => token.term);
}
