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

const MAX_SENTENCES = 20_000;
/** The sentence graph is quadratic; longer texts are first cut to the sentences closest to the centroid (a LexRank-style prefilter). */
const MAX_GRAPH_SENTENCES = 300;

type Sentence = ReturnType<typeof splitSentences>[number];

const BULLET = /^[ \t]*(?:[•●▪◦‣*\-–—]|\d{1,2}[.)])[ \t]+/;
/** A line that names a part of the text rather than saying something: short, no closing stop. */
const isHeading = (line: string) => !/[.!?]["')\]]?$/.test(line.trim()) && !BULLET.test(line) && words(line).length <= 8;

/**
 * The sentences a summary may quote: headings ("Northwind Pay — Remote", "What you will do") are
 * left out, a heading the splitter ran into the next line is cut off, and bullet markers are
 * dropped, so a summary starts with a sentence and never joins a heading to a bullet.
 */
function proseSentences(input: string, sentences: Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  for (const sentence of sentences) {
    let start = sentence.start;
    let raw = input.slice(start, sentence.end);
    // Drop leading heading lines.
    for (let nl = raw.indexOf('\n'); nl >= 0 && isHeading(raw.slice(0, nl)); nl = raw.indexOf('\n')) {
      start += nl + 1;
      raw = input.slice(start, sentence.end);
    }
    if (!raw.trim() || (isHeading(raw) && !raw.includes('\n'))) continue;
    const marker = BULLET.exec(raw)?.[0].length ?? 0;
    const lead = /^\s*/.exec(raw.slice(marker))?.[0].length ?? 0;
    start += marker + lead;
    out.push({
      ...sentence,
      start,
      text: input
        .slice(start, sentence.end)
        .trim()
        .replace(/\s*\n\s*/g, ' '),
    });
  }
  // A text of headings only (a list of titles) still gets a summary: its lines as written.
  return out.length ? out : sentences;
}

export function summarizeText(text: string, options: SummaryOptions = {}): TextSummary {
  const input = text.slice(0, 1_000_000);
  const all = proseSentences(input, splitSentences(input))
    .filter((s) => words(s.text).length >= 3)
    .slice(0, MAX_SENTENCES);
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
    for (const [w, f] of b) {
      const x = f * Math.log(1 + n / (df.get(w) ?? 1));
      v.set(w, x);
      norm += x * x;
    }
    return { v, norm: Math.sqrt(norm) || 1 };
  });
  // Long texts: keep the sentences closest to the centroid, so the graph stays small.
  let nodes = all.map((_, i) => i);
  if (n > MAX_GRAPH_SENTENCES) {
    const centroid = new Map<string, number>();
    for (const { v } of vectors) for (const [w, x] of v) centroid.set(w, (centroid.get(w) ?? 0) + x);
    const closeness = vectors.map(({ v, norm }) => {
      let dot = 0;
      for (const [w, x] of v) dot += x * (centroid.get(w) ?? 0);
      return dot / norm;
    });
    nodes = nodes
      .sort((a, b) => closeness[b]! - closeness[a]! || a - b)
      .slice(0, MAX_GRAPH_SENTENCES)
      .sort((a, b) => a - b);
  }
  const picked = nodes.map((i) => all[i]!);
  const pickedVectors = nodes.map((i) => vectors[i]!);
  const m = picked.length;
  // Similarity matrix (sparse rows), then PageRank.
  const edges: { j: number; w: number }[][] = picked.map(() => []);
  const outSum = new Array<number>(m).fill(0);
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      const a = pickedVectors[i]!;
      const b = pickedVectors[j]!;
      let dot = 0;
      const [small, large] = a.v.size < b.v.size ? [a.v, b.v] : [b.v, a.v];
      for (const [w, x] of small) {
        const y = large.get(w);
        if (y) dot += x * y;
      }
      const sim = dot / (a.norm * b.norm);
      if (sim > 0.02) {
        edges[i]!.push({ j, w: sim });
        edges[j]!.push({ j: i, w: sim });
        outSum[i]! += sim;
        outSum[j]! += sim;
      }
    }
  }
  let rank = new Array<number>(m).fill(1 / m);
  for (let iter = 0; iter < 50; iter++) {
    const next = new Array<number>(m).fill((1 - 0.85) / m);
    for (let i = 0; i < m; i++) {
      if (outSum[i]! === 0) {
        for (let k = 0; k < m; k++) next[k]! += (0.85 * rank[i]!) / m;
        continue;
      }
      const share = rank[i]! / outSum[i]!;
      for (const e of edges[i]!) next[e.j]! += 0.85 * share * e.w;
    }
    const delta = next.reduce((acc, x, k) => acc + Math.abs(x - rank[k]!), 0);
    rank = next;
    if (delta < 1e-6) break;
  }
  // A little lead bias: the first sentences of a text usually say what it is about.
  const scored = picked.map((s, k) => ({ text: s.text, index: nodes[k]!, start: s.start, end: s.end, score: rank[k]! * (1 + 0.15 / (1 + nodes[k]!)) }));
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
    const count = Math.min(
      m,
      options.ratio !== undefined ? Math.max(1, Math.round(n * Math.min(1, Math.max(0, options.ratio)))) : Math.max(1, Math.min(n, options.sentences ?? 3)),
    );
    chosen = order.slice(0, count);
  }
  chosen.sort((a, b) => a.index - b.index);
  const max = Math.max(...scored.map((s) => s.score));
  const sentences = chosen.map((s) => ({ ...s, score: Math.round((s.score / max) * 1000) / 1000 }));
  return { summary: sentences.map((s) => s.text).join(' '), sentences, totalSentences: n };
}
