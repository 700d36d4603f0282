import model from 'genai/data/job-skill-weights.json';
import { evaluateJobs } from '../eval/job-parser.eval';
import { SKILL_FEATURES, SKILL_THRESHOLD, skillConfidence } from 'genai/lab';

/**
 * The committed skill-confidence weights are the ones `scripts/learn-job-skill-weights.ts` learnt:
 * they are over today's features and give the tune figure the script recorded with them.
 */
describe('job skill confidence model (data/job-skill-weights.json)', () => {
  it('is learnt over the features the parser computes', () => {
    expect(model.features).toEqual([...SKILL_FEATURES]);
    expect(model.weights).toHaveLength(SKILL_FEATURES.length);
    expect(SKILL_THRESHOLD).toBe(model.threshold);
  });

  it('reproduces the tune figures recorded when it was learnt', () => {
    const tune = evaluateJobs('tune');
    expect(tune.required.f1).toBeCloseTo(model.tune.requiredF1, 3);
    expect(tune.preferred.f1).toBeCloseTo(model.tune.preferredF1, 3);
  });

  it('trusts a technology named in a requirement list more than a lowercase phrase in a long sentence', () => {
    const at = (names: string[]) => SKILL_FEATURES.map((f) => (names.includes(f) ? 1 : 0));
    const listedTool = skillConfidence(at(['bias', 'technical', 'fromSection', 'listNeighbour']));
    const looseWords = skillConfidence(at(['bias', 'list', 'lowercase', 'words3plus', 'longLine']));
    expect(listedTool).toBeGreaterThan(SKILL_THRESHOLD);
    expect(looseWords).toBeLessThan(SKILL_THRESHOLD);
  });

  it('keeps a noun phrase the bullet calls a skill and drops a duty-like one in a long line', () => {
    const at = (names: string[]) => SKILL_FEATURES.map((f) => (names.includes(f) ? 1 : 0));
    const calledASkill = skillConfidence(
      at(['bias', 'chunk', 'words3plus', 'fromSection', 'chunkFromSection', 'firstInLine', 'chunkFirstInLine', 'skillsTail', 'mostOfLine', 'skillHead']),
    );
    const dutyPhrase = skillConfidence(at(['bias', 'chunk', 'words2', 'lowercase', 'chunkLowercase', 'longLine', 'chunkLongLine', 'verbStart']));
    expect(calledASkill).toBeGreaterThan(SKILL_THRESHOLD);
    expect(dutyPhrase).toBeLessThan(SKILL_THRESHOLD);
  });

  it("learnt its skill heads from the tune part's truth lists", () => {
    expect(model.heads).toEqual(expect.arrayContaining(['management', 'testing']));
    expect(model.heads).not.toContain('the');
  });
});
