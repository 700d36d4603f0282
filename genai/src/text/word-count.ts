// The one word count of HireGen: what a reader counts as a word. Used by the interview feedback
// (its length, pace and "most used words"), the session report and the screens that count words,
// so every place gives the same number for the same text. No imports: the browser bundles it alone.

/** A run of letters or digits, joined by inner apostrophes, hyphens or dots ("don't", "page-load", "Node.js", "3.5"). */
const WORD = /[\p{L}\p{N}]+(?:['’.\-‐][\p{L}\p{N}]+)*/gu;

/** The words of a text as written, in order. */
export function wordList(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** How many words a text has. */
export function countWords(text: string): number {
  return wordList(text).length;
}

/** Lower-case word → how often it occurs over the texts, keeping only the words `keep` accepts. */
export function wordCounts(texts: string[], keep: (word: string) => boolean = () => true): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const raw of wordList(text)) {
      const word = raw.toLowerCase().replace(/’/g, "'");
      if (keep(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return counts;
}
