/**
 * Plain Okapi BM25 over all words, written here as the baseline the matcher is measured
 * against (k1 = 1.2, b = 0.75, the usual defaults; idf with the +1 that keeps it positive).
 */
import { words } from '../text/tokenize';

export interface Bm25Index {
  docs: Map<string, number>[];
  lengths: number[];
  avgLength: number;
  df: Map<string, number>;
}

/** BM25's idf of a term in `df` of `n` documents, with the +1 that keeps it positive. */
export function bm25Idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

export function buildBm25(documents: string[]): Bm25Index {
  const docs = documents.map((d) => {
    const tf = new Map<string, number>();
    for (const w of words(d)) tf.set(w, (tf.get(w) ?? 0) + 1);
    return tf;
  });
  const lengths = docs.map((tf) => [...tf.values()].reduce((a, b) => a + b, 0));
  const df = new Map<string, number>();
  for (const tf of docs) for (const w of tf.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  return { docs, lengths, avgLength: lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length), df };
}

export function bm25Scores(index: Bm25Index, query: string, k1 = 1.2, b = 0.75): number[] {
  const n = index.docs.length;
  const terms = words(query);
  return index.docs.map((tf, i) => {
    let score = 0;
    for (const term of terms) {
      const f = tf.get(term);
      if (!f) continue;
      const df = index.df.get(term) ?? 0;
      const idf = bm25Idf(n, df);
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * (index.lengths[i] ?? 0)) / (index.avgLength || 1)));
    }
    return score;
  });
}
