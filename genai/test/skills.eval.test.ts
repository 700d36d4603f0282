import { SKILLS_FLOORS, evaluateSkills, run } from '../eval/skills.eval';

describe('skills eval (skills-dev)', () => {
  it('keeps precision and recall above the floors', () => {
    const r = evaluateSkills(true);
    expect(r.sentences).toBe(336);
    expect(r.overlap.precision).toBeGreaterThanOrEqual(SKILLS_FLOORS.overlapPrecision);
    expect(r.overlap.recall).toBeGreaterThanOrEqual(SKILLS_FLOORS.overlapRecall);
    // The phrase layer must add recall over the dictionary alone without losing precision.
    const dictOnly = evaluateSkills(false);
    expect(r.overlap.recall).toBeGreaterThan(dictOnly.overlap.recall + 0.1);
    expect(dictOnly.overlap.precision).toBeGreaterThanOrEqual(0.68);
  });

  it('prints a passing table', async () => {
    const out = await run();
    expect(out.passed).toBe(true);
    expect(out.table).toMatch(/span overlap/);
  });
});
