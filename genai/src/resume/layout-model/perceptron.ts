/**
 * Averaged structured perceptron over a linear chain (Collins 2002): decode each training
 * document with Viterbi, and where the best sequence differs from the truth, add the truth's
 * features and subtract the prediction's. Weights are averaged over every step, which is what
 * keeps the perceptron from overfitting the last documents it saw. Seeded and deterministic.
 */
import { viterbi } from './viterbi';

export interface TrainingSequence {
  /** Feature names per line. */
  features: string[][];
  /** Label index per line. */
  labels: number[];
}

/** A trained model in memory: per-feature weights for each label and label-to-label weights. */
export interface ChainModel {
  labels: readonly string[];
  emission: Map<string, Float64Array>;
  /** (labels + 1) × labels: row `labels.length` holds the start-of-document weights. */
  transition: Float64Array;
}

/** mulberry32: a small seeded generator, so the shuffle order is the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function emissionScores(model: ChainModel, features: string[][]): Float64Array[] {
  const L = model.labels.length;
  return features.map((names) => {
    const row = new Float64Array(L);
    for (const name of names) {
      const w = model.emission.get(name);
      if (w) for (let y = 0; y < L; y++) row[y] = row[y]! + w[y]!;
    }
    return row;
  });
}

export function decode(model: ChainModel, features: string[][]): number[] {
  return viterbi(emissionScores(model, features), model.transition, model.labels.length);
}

export interface TrainOptions {
  epochs: number;
  seed: number;
}

export function trainPerceptron(labels: readonly string[], data: TrainingSequence[], { epochs, seed }: TrainOptions): ChainModel {
  const L = labels.length;
  // Feature ids in first-seen order over the (fixed-order) data: the same on every run.
  const ids = new Map<string, number>();
  const encoded = data.map((seq) =>
    seq.features.map((names) =>
      names.map((name) => {
        let id = ids.get(name);
        if (id === undefined) {
          id = ids.size;
          ids.set(name, id);
        }
        return id;
      }),
    ),
  );
  const F = ids.size;
  const w = new Float64Array(F * L);
  const u = new Float64Array(F * L); // step-weighted updates, for the average
  const t = new Float64Array((L + 1) * L);
  const tu = new Float64Array((L + 1) * L);
  let step = 1;
  const random = seededRandom(seed);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    // Fisher–Yates with the seeded generator.
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const d of order) {
      const seq = encoded[d]!;
      const gold = data[d]!.labels;
      const emission = seq.map((fs) => {
        const row = new Float64Array(L);
        for (const f of fs) for (let y = 0; y < L; y++) row[y] = row[y]! + w[f * L + y]!;
        return row;
      });
      const pred = viterbi(emission, t, L);
      for (let i = 0; i < seq.length; i++) {
        const g = gold[i]!;
        const p = pred[i]!;
        if (g !== p) {
          for (const f of seq[i]!) {
            w[f * L + g] = w[f * L + g]! + 1;
            u[f * L + g] = u[f * L + g]! + step;
            w[f * L + p] = w[f * L + p]! - 1;
            u[f * L + p] = u[f * L + p]! - step;
          }
        }
        const gPrev = i ? gold[i - 1]! : L;
        const pPrev = i ? pred[i - 1]! : L;
        if (g !== p || gPrev !== pPrev) {
          t[gPrev * L + g] = t[gPrev * L + g]! + 1;
          tu[gPrev * L + g] = tu[gPrev * L + g]! + step;
          t[pPrev * L + p] = t[pPrev * L + p]! - 1;
          tu[pPrev * L + p] = tu[pPrev * L + p]! - step;
        }
      }
      step++;
    }
  }
  const emission = new Map<string, Float64Array>();
  for (const [name, f] of ids) {
    const row = new Float64Array(L);
    for (let y = 0; y < L; y++) row[y] = w[f * L + y]! - u[f * L + y]! / step;
    emission.set(name, row);
  }
  const transition = new Float64Array((L + 1) * L);
  for (let k = 0; k < transition.length; k++) transition[k] = t[k]! - tu[k]! / step;
  return { labels, emission, transition };
}
