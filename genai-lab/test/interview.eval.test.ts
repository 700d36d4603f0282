import { FLOORS, evaluatePairs, run } from '../eval/interview.eval';
import { loadPairs } from '../eval/interview-data';

describe('interview feedback eval (hand-labelled answer pairs)', () => {
  for (const split of ['dev', 'held-out'] as const) {
    it(`${split}: the strong answer scores higher in ≥95% of pairs and STAR detection holds its floors`, () => {
      const r = evaluatePairs(loadPairs(split));
      expect(r.pairs).toBeGreaterThanOrEqual(12);
      expect(r.ordering).toBeGreaterThanOrEqual(FLOORS.ordering);
      expect(r.star.all.precision).toBeGreaterThanOrEqual(FLOORS.starPrecision);
      expect(r.star.all.recall).toBeGreaterThanOrEqual(FLOORS.starRecall);
      expect(r.meanStrong - r.meanWeak).toBeGreaterThanOrEqual(2.5);
    });
  }

  it('covers at least six fields and prints a passing table', async () => {
    const fields = new Set([...loadPairs('dev'), ...loadPairs('held-out')].map((p) => p.field));
    expect(fields.size).toBeGreaterThanOrEqual(6);
    const out = await run();
    expect(out.passed).toBe(true);
    expect(out.table).toMatch(/held-out/);
  });
});
