// The learned layout model (src/resume/layout-model): the committed weights reproduce the
// per-label accuracy they recorded when trained, on the committed generated corpus's held-out
// designs; and training is deterministic (two runs on a small slice give identical weights).
import { loadLabelledDocuments } from '../eval/layout/layout-data';
import { closePdfWorker, committedLayoutModel, labelAccuracy, labelResumeLines, LAYOUT_FEATURES_VERSION, toWeightsFile, trainLayoutModel } from 'genai/lab';

// Read the committed files afresh, not lines cached by an earlier training run.
process.env.HIREGEN_LAYOUT_CACHE = '0';
afterAll(() => closePdfWorker());

const MARGIN = 0.005;

describe('layout model', () => {
  it('reproduces its recorded per-label accuracy on the generated corpus held-out designs', async () => {
    const { file, ms } = committedLayoutModel();
    expect(file.version).toBe(LAYOUT_FEATURES_VERSION);
    expect(ms).toBeLessThan(1000);
    const recorded = Object.entries(file.figures).filter(([key]) => key.startsWith('generated:'));
    expect(recorded.length).toBeGreaterThan(5);
    const held = (await loadLabelledDocuments({ sources: ['generated'] })).filter((d) => d.split === 'held-out');
    expect(held.length).toBeGreaterThanOrEqual(100);
    const { perLabel, overall } = labelAccuracy(held, labelResumeLines);
    const below = recorded.flatMap(([key, figure]) => {
      const label = key.slice('generated:'.length);
      const got = label === 'overall' ? overall : perLabel[label] ? perLabel[label]![0] / perLabel[label]![1] : 0;
      return got < figure - MARGIN ? [`${label} ${got.toFixed(4)} < ${figure}`] : [];
    });
    expect(below).toEqual([]);
  }, 300_000);

  it('trains to identical weights on two runs over the same slice', async () => {
    const slice = (await loadLabelledDocuments({ sources: ['generated'], limit: 8 })).map((d) => ({ lines: d.lines, labels: d.labels }));
    const first = JSON.stringify(toWeightsFile(trainLayoutModel(slice, { epochs: 3, seed: 7 }), LAYOUT_FEATURES_VERSION, {}));
    const second = JSON.stringify(toWeightsFile(trainLayoutModel(slice, { epochs: 3, seed: 7 }), LAYOUT_FEATURES_VERSION, {}));
    expect(second).toBe(first);
    // A different seed visits the documents in another order: the test can tell runs apart.
    const other = JSON.stringify(toWeightsFile(trainLayoutModel(slice, { epochs: 3, seed: 8 }), LAYOUT_FEATURES_VERSION, {}));
    expect(other).not.toBe(first);
  }, 120_000);
});
