/**
 * Extractive summarizer, TextRank/LexRank-style, written here: sentences are nodes, edges are
 * TF-IDF cosine similarities, PageRank (damping 0.85) ranks them, and the top sentences are
 * returned in their original order. Length control by sentence count, ratio or word budget.
 */
import { STOPWORDS } from './stopwords';
import { splitSentences, words } from './tokenize';

export interface SummaryOptions {
  /** Number of sentences (default 3). */
  sentences?: number;
  /** Fraction of sentences 0..1 (overrides `sentences`). */
  ratio?: number;
  /** Word budget (sentences are added in rank order while they fit). */
  maxWords?: number;
}

export interface TextSummary {
  summary: string;
  sentences: { text: string; score: number; index: number; start: number; end: number }[];
  totalSentences: number;
}

const MAX_SENTENCES = 2000;

export function summarizeText(text: string, options: SummaryOptions = {}): TextSummary {
  const all = splitSentences(text.slice(0, 1_000_000)).filter((s) => words(s.text).length >= 3).slice(0, MAX_SENTENCES);
  const n = all.length;
  if (!n) return { summary: '', sentences: [], totalSentences: 0 };
  const bags = all.map((s) => {
    const tf = new Map<string, number>();
    for (const w of words(s.text)) if (!STOPWORDS.has(w) && w.length > 1) tf.set(w, (tf.get(w) ?? 0) + 1);
    return tf;
  });
  const df = new Map<string, number>();
  for (const b of bags) for (const w of b.keys()) df.set(w, (df.get(w) ?? 0) + 1);
  const vectors = bags.map((b) => {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [w, f] of b) { const x = f * Math.log(1 + n / (df.get(w) ?? 1)); v.set(w, x); norm += x * x; }
    return { v, norm: Math.sqrt(norm) || 1 };
  });
  // Similarity matrix (sparse rows), then PageRank.
  const edges: { j: number; w: number }[][] = all.map(() => []);
  const outSum = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = vectors[i]!;
      const b = vectors[j]!;
      let dot = 0;
      const [small, large] = a.v.size < b.v.size ? [a.v, b.v] : [b.v, a.v];
      for (const [w, x] of small) { const y = large.get(w); if (y) dot += x * y; }
      const sim = dot / (a.norm * b.norm);
      if (sim > 0.02) { edges[i]!.push({ j, w: sim }); edges[j]!.push({ j: i, w: sim }); outSum[i]! += sim; outSum[j]! += sim; }
    }
  }
  let rank = new Array<number>(n).fill(1 / n);
  for (let iter = 0; iter < 50; iter++) {
    const next = new Array<number>(n).fill((1 - 0.85) / n);
    for (let i = 0; i < n; i++) {
      const share = outSum[i]! > 0 ? rank[i]! / outSum[i]! : 0;
      if (outSum[i]! === 0) { for (let k = 0; k < n; k++) next[k]! += (0.85 * rank[i]!) / n; continue; }
      for (const e of edges[i]!) next[e.j]! += 0.85 * share * e.w;
    }
    const delta = next.reduce((s, x, k) => s + Math.abs(x - rank[k]!), 0);
    rank = next;
    if (delta < 1e-6) break;
  }
  // A little lead bias: the first sentences of a text usually say what it is about.
  const scored = all.map((s, index) => ({ text: s.text, index, start: s.start, end: s.end, score: rank[index]! * (1 + 0.15 / (1 + index)) }));
  const order = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  let chosen: typeof scored;
  if (options.maxWords) {
    chosen = [];
    let used = 0;
    for (const s of order) {
      const len = words(s.text).length;
      if (used + len > options.maxWords && chosen.length) continue;
      if (used + len > options.maxWords) break;
      chosen.push(s);
      used += len;
    }
  } else {
    const count = options.ratio !== undefined ? Math.max(1, Math.round(n * Math.min(1, Math.max(0, options.ratio)))) : Math.max(1, Math.min(n, options.sentences ?? 3));
    chosen = order.slice(0, count);
  }
  chosen.sort((a, b) => a.index - b.index);
  const max = Math.max(...scored.map((s) => s.score));
  const sentences = chosen.map((s) => ({ ...s, score: Math.round((s.score / max) * 1000) / 1000 }));
  return { summary: sentences.map((s) => s.text).join(' '), sentences, totalSentences: n };
}
