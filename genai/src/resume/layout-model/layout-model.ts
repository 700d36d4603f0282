/**
 * The learned layout model: labels each resume line (section heading and its kind, entry header,
 * title, organisation, date range, location, bullet, continuation, contact, other) with an
 * averaged perceptron over a linear chain. Weights: genai/data/layout-model.json (train with
 * `npm run train:layout -w genai-lab`), read on first use.
 */
import type { ResumeLine } from '../resume-line';
import { lineFeatures } from './features';
import { LINE_LABELS, type LineLabel } from './labels';
import { decode, trainPerceptron, type ChainModel } from './perceptron';
import { fromWeightsFile, type WeightsFile } from './weights-file';

/** Bump with any change to features.ts or labels.ts: the committed weights must be retrained. */
export const LAYOUT_FEATURES_VERSION = 1;

export interface LabelledLines {
  lines: ResumeLine[];
  labels: LineLabel[];
}

export function trainLayoutModel(documents: LabelledLines[], options: { epochs?: number; seed?: number } = {}): ChainModel {
  const index = new Map<string, number>(LINE_LABELS.map((l, i) => [l, i]));
  const data = documents.map((d) => ({ features: lineFeatures(d.lines), labels: d.labels.map((l) => index.get(l)!) }));
  return trainPerceptron(LINE_LABELS, data, { epochs: options.epochs ?? 8, seed: options.seed ?? 29 });
}

export function labelWithModel(model: ChainModel, lines: ResumeLine[]): LineLabel[] {
  if (!lines.length) return [];
  return decode(model, lineFeatures(lines)).map((y) => model.labels[y] as LineLabel);
}

let loaded: { model: ChainModel; ms: number; file: WeightsFile } | null = null;

/** The committed model, read and unpacked once per process; `ms` is what that took. */
export function committedLayoutModel(): { model: ChainModel; ms: number; file: WeightsFile } {
  if (!loaded) {
    const started = performance.now();
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- read on first use, not when the parser module loads
    const file = require('../../../data/layout-model.json') as WeightsFile;
    if (file.version !== LAYOUT_FEATURES_VERSION)
      throw new Error(
        `layout-model.json is version ${file.version}; the features are version ${LAYOUT_FEATURES_VERSION}: run npm run train:layout -w genai-lab`,
      );
    loaded = { model: fromWeightsFile(file), ms: 0, file };
    loaded.ms = performance.now() - started;
  }
  return loaded;
}

/** Labels lines with the committed model. */
export function labelResumeLines(lines: ResumeLine[]): LineLabel[] {
  return labelWithModel(committedLayoutModel().model, lines);
}

/** Share of lines of each true label the model labels right, and over all lines. */
export function labelAccuracy(
  documents: LabelledLines[],
  label: (lines: ResumeLine[]) => LineLabel[],
): { perLabel: Record<string, [number, number]>; overall: number } {
  const perLabel: Record<string, [number, number]> = {};
  let hits = 0;
  let total = 0;
  for (const d of documents) {
    const predicted = label(d.lines);
    d.labels.forEach((gold, i) => {
      const cell = (perLabel[gold] ??= [0, 0]);
      cell[1]++;
      total++;
      if (predicted[i] === gold) {
        cell[0]++;
        hits++;
      }
    });
  }
  return { perLabel, overall: total ? hits / total : 1 };
}
