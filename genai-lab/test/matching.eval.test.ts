import { evaluateMatching, run } from '../eval/matching.eval';

describe('matching eval (matching-dev)', () => {
  it("beats plain BM25 and ranks every job's best resume first", async () => {
    const { summary } = await evaluateMatching();
    expect(summary.matcher.bestFirst).toBe(summary.matcher.jobs);
    expect(summary.matcher.ndcg).toBeGreaterThanOrEqual(0.95);
    expect(summary.matcher.ndcg).toBeGreaterThan(summary.bm25.ndcg);
    expect(summary.pmFirstForFullStack.matcher).toBe(false);
    expect(summary.tailoringBackendFirst.matcher).toBe(true);
  });

  it('holds up on the held-out tailoring jobs', async () => {
    const { heldOut } = (await evaluateMatching()).summary;
    expect(heldOut.matcher.ndcg).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.matcher.bestFirst).toBeGreaterThanOrEqual(heldOut.jobs - 1);
  });

  it('is not bought by stuffing', async () => {
    const { stuffing } = (await evaluateMatching()).summary;
    expect(stuffing.pastedJob - stuffing.original).toBeLessThanOrEqual(8);
    expect(stuffing.repeatedKeywords - stuffing.original).toBeLessThanOrEqual(8);
    expect(stuffing.stuffedRankForFullStack).toBeGreaterThanOrEqual(3);
    expect(stuffing.keywordDump).toBeLessThan(45);
  });

  it('prints a passing table with BM25 beside it', async () => {
    const out = await run();
    expect(out.passed).toBe(true);
    expect(out.table).toMatch(/BM25/);
  });
});
