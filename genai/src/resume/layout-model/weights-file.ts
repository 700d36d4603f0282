/**
 * The layout model's weights as a small versioned JSON file: integers on one scale, small
 * weights pruned. Feature names are closed-vocabulary classes (see features.ts), never text
 * from a resume.
 */
import type { ChainModel } from './perceptron';

export const WEIGHTS_FORMAT = 'hiregen-layout-model';

export interface WeightsFile {
  format: typeof WEIGHTS_FORMAT;
  /** Bump when features or labels change: old weights no longer fit. */
  version: number;
  /** What the weights scored when trained (per-label accuracy on held-out designs), for the reproduction test. */
  figures: Record<string, number>;
  labels: string[];
  /** Multiply a stored integer by this to get the weight. */
  scale: number;
  transition: number[];
  /** Feature name → [label index, weight, label index, weight, …] for the weights kept. */
  features: Record<string, number[]>;
}

/** Quantises to ±LEVELS of the largest weight and drops weights under `prune` levels. */
export function toWeightsFile(model: ChainModel, version: number, figures: Record<string, number>, levels = 1000, prune = 2): WeightsFile {
  let max = 0;
  for (const row of model.emission.values()) for (const v of row) max = Math.max(max, Math.abs(v));
  for (const v of model.transition) max = Math.max(max, Math.abs(v));
  const scale = max / levels || 1;
  const features: Record<string, number[]> = {};
  for (const name of [...model.emission.keys()].sort()) {
    const row = model.emission.get(name)!;
    const kept: number[] = [];
    row.forEach((v, y) => {
      const q = Math.round(v / scale);
      if (Math.abs(q) >= prune) kept.push(y, q);
    });
    if (kept.length) features[name] = kept;
  }
  return {
    format: WEIGHTS_FORMAT,
    version,
    figures,
    labels: [...model.labels],
    scale: Number(scale.toPrecision(6)),
    transition: [...model.transition].map((v) => Math.round(v / scale)),
    features,
  };
}

export function fromWeightsFile(file: WeightsFile): ChainModel {
  if (file.format !== WEIGHTS_FORMAT) throw new Error('Not a layout model weights file.');
  const L = file.labels.length;
  const emission = new Map<string, Float64Array>();
  for (const [name, kept] of Object.entries(file.features)) {
    const row = new Float64Array(L);
    for (let k = 0; k < kept.length; k += 2) row[kept[k]!] = kept[k + 1]! * file.scale;
    emission.set(name, row);
  }
  return { labels: file.labels, emission, transition: Float64Array.from(file.transition, (q) => q * file.scale) };
}
