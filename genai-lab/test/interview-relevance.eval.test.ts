import { evaluateRelevance, RELEVANCE_FLOORS, run } from '../eval/interview-relevance.eval';
import { loadRelevancePairs } from '../eval/interview-data';

describe('interview relevance eval (on-topic vs off-topic answer pairs)', () => {
  it('held-out: at least 30 pairs over five professions, and the on-topic answer scores higher at the floors', () => {
    const pairs = loadRelevancePairs('held-out');
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(pairs.map((p) => p.question.field))).toEqual(new Set(['nursing', 'sales', 'software', 'teaching', 'finance']));
    const r = evaluateRelevance(pairs);
    expect(r.higherScore).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.heldOutScore);
    expect(r.higherPoints).toBeGreaterThanOrEqual(RELEVANCE_FLOORS.heldOutPoints);
    expect(r.meanOnTopic - r.meanOffTopic).toBeGreaterThanOrEqual(1);
  });

  it('the tuning pairs are other stories than the held-out ones; tuning, dev-crossed and held-out hold their floors, and the table says whether the bar is met', async () => {
    const held = new Set(loadRelevancePairs('held-out').map((p) => p.onTopic));
    expect(loadRelevancePairs('tune').some((p) => held.has(p.onTopic) || held.has(p.offTopic))).toBe(false);
    const out = await run();
    expect(out.passed).toBe(true);
    expect(out.table).toMatch(/bar \(held-out.*\): (met|not met)/);
  });
});
