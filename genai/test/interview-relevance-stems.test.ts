// A short cue stem is found only in its own word's forms: "own" (ownership) in "owned" but not in
// "owner", "fix" (problem solving) in "fixed" but not in "fixers". A story about a house owner and
// the floor fitters is not thereby a story about taking ownership.
import { answerFeedback } from '../src';
import { competencyProfile } from '../src/interview/answer-relevance';
import { contentWords, stem, stemMatches } from '../src/interview/interview-text';

const stemsOf = (text: string) => [...new Set(contentWords(text).map(stem))];

const CLIENT_STORY =
  'Last spring the owner of a house we were renovating rang me upset because the tiles the fixers had laid were a different colour from her sample. I went round that afternoon, listened, and showed her the batch numbers on the boxes. I apologised, offered to wait for the right batch or a discount, and she chose to wait. I reordered the tiles and moved the painters so the job kept going. She signed off a week later, happy, and recommended us to two neighbours.';

describe('cue stems match their own words only', () => {
  it('a short stem matches its inflections, not a longer word it begins', () => {
    expect(stemMatches(stem('owned'), 'own')).toBe(true);
    expect(stemMatches(stem('owns'), 'own')).toBe(true);
    expect(stemMatches(stem('owner'), 'own')).toBe(false);
    expect(stemMatches(stem('fixing'), 'fix')).toBe(true);
    expect(stemMatches(stem('fixers'), 'fix')).toBe(false);
  });

  it('a stem of five letters or more still matches every word it begins', () => {
    expect(stemMatches(stem('investigated'), stem('investigation'))).toBe(true);
    expect(stemMatches(stem('disagreement'), 'disagre')).toBe(true);
  });

  it('"owner" and "fixers" add nothing to the ownership and problem-solving readings of a story', () => {
    const withOwner = competencyProfile(stemsOf(CLIENT_STORY));
    const withClient = competencyProfile(stemsOf(CLIENT_STORY.replace('the owner of a house', 'the client of a house').replace('the fixers', 'the tilers')));
    expect(withOwner.get('ownership')).toBeCloseTo(withClient.get('ownership')!, 6);
    expect(withOwner.get('problem-solving')).toBeCloseTo(withClient.get('problem-solving')!, 6);
  });

  it('asked about an unhappy client, the house owner’s story is read as an answer to it, not as one about ownership', () => {
    const f = answerFeedback('Site Manager\nResponsibilities:\n- Run renovation projects for home owners', {
      question: 'Tell me about a time a client was unhappy with the work. What did you do?',
      kind: 'behavioural',
      competency: 'customer-focus',
      answer: CLIENT_STORY,
    });
    expect(f.reason).not.toMatch(/ownership/i);
    expect(f.score).toBeGreaterThanOrEqual(4);
  });
});
