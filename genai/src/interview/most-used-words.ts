// "Most used words": the content words an answer (or a whole session) repeats, counted with the
// one word count (`text/word-count`), so the feedback, the report and the screens agree.
import { STOPWORDS } from '../text/stopwords';
import { wordCounts } from '../text/word-count';

/** Words that carry no content when repeated: fillers and very common verbs. */
const FILLER_WORDS = new Set(['um', 'uh', 'erm', 'like', 'basically', 'actually', 'literally', 'yeah', 'really', 'just', 'very', 'also', 'then', 'got', 'get']);

function isContentWord(word: string): boolean {
  return word.length >= 4 && !STOPWORDS.has(word) && !FILLER_WORDS.has(word) && !/^\d/.test(word) && !word.includes("'");
}

/** The `top` content words used at least twice over the texts, most used first (ties in a–z order). */
export function mostUsedWords(texts: string[], top: number): { word: string; count: number }[] {
  return [...wordCounts(texts, isContentWord)]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([word, count]) => ({ word, count }));
}

/** Adds up lists already counted (answers whose text is not at hand), most used first. */
export function mergeWordCounts(lists: { word: string; count: number }[][], top: number): { word: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const w of list) counts.set(w.word, (counts.get(w.word) ?? 0) + w.count);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([word, count]) => ({ word, count }));
}
