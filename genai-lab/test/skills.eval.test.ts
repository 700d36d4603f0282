import { SKILLS_FLOORS, evaluateCorpusSkills, evaluateSkills, run } from '../eval/skills.eval';

describe('skills eval (skills-dev)', () => {
  it('keeps precision and recall above the floors, on the whole set and on the held-out half', () => {
    const r = evaluateSkills(true);
    expect(r.sentences).toBe(336);
    expect(r.overlap.precision).toBeGreaterThanOrEqual(SKILLS_FLOORS.overlapPrecision);
    expect(r.overlap.recall).toBeGreaterThanOrEqual(SKILLS_FLOORS.overlapRecall);
    const held = evaluateSkills(true, 'held-out');
    expect(held.sentences + evaluateSkills(true, 'tune').sentences).toBe(336);
    expect(held.overlap.precision).toBeGreaterThanOrEqual(SKILLS_FLOORS.heldOutPrecision);
    expect(held.overlap.recall).toBeGreaterThanOrEqual(SKILLS_FLOORS.heldOutRecall);
    // The phrase layer must add recall over the dictionary alone without losing precision.
    const dictOnly = evaluateSkills(false);
    expect(r.overlap.recall).toBeGreaterThan(dictOnly.overlap.recall + 0.3);
    expect(dictOnly.overlap.precision).toBeGreaterThanOrEqual(0.78);
  });

  it('finds the corpus truth skills in skills lists and in the sentences that name them', () => {
    const corpus = evaluateCorpusSkills('held-out');
    expect(corpus.professions).toBe(14);
    expect(corpus.inList.found / corpus.inList.expected).toBeGreaterThanOrEqual(SKILLS_FLOORS.corpusInList);
    expect(corpus.inSentences.found / corpus.inSentences.expected).toBeGreaterThanOrEqual(SKILLS_FLOORS.corpusInSentences);
  });

  it('prints a passing table', async () => {
    const out = await run();
    expect(out.passed).toBe(true);
    expect(out.table).toMatch(/span overlap/);
    expect(out.table).toMatch(/held-out half/);
  });
});
