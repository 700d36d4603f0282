/** Ranking quality measures used by the evals. */

/** nDCG@k with graded relevance (gain 2^rel − 1). */
export function ndcgAtK(ranked: string[], relevance: Record<string, number>, k = 3): number {
  const dcg = ranked.slice(0, k).reduce((s, id, i) => s + (2 ** (relevance[id] ?? 0) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevance)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((s, rel, i) => s + (2 ** rel - 1) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/** Whether the first-ranked item is one of the most relevant ones. */
export function bestFirst(ranked: string[], relevance: Record<string, number>): boolean {
  const top = Math.max(0, ...Object.values(relevance));
  return top > 0 && (relevance[ranked[0] ?? ''] ?? 0) === top;
}
