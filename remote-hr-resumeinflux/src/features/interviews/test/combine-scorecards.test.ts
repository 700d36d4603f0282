import { combineScorecards } from '../utils/combine-scorecards';

const card = (
  authorUid: string,
  ratings: Record<string, number>,
  recommendation: 'strong-no' | 'no' | 'yes' | 'strong-yes' | null,
  submitted = true,
  notes = '',
) => ({
  authorUid,
  ratings,
  recommendation,
  notes,
  authorName: authorUid.toUpperCase(),
  submittedAt: submitted ? '2026-11-20T10:00:00Z' : null,
  updatedAt: '2026-11-20T10:00:00Z',
});

describe('combineScorecards', () => {
  it('averages submitted ratings per competency and counts recommendations; drafts do not count', () => {
    const combined = combineScorecards([
      {
        interviewerUids: ['a', 'b'],
        scorecards: [card('a', { teamwork: 4, communication: 3 }, 'yes', true, 'Good stories'), card('b', { teamwork: 2 }, 'strong-yes', false)],
      },
      { interviewerUids: ['c'], scorecards: [card('c', { teamwork: 5 }, 'strong-yes')] },
    ]);
    expect(combined.submitted).toBe(2);
    expect(combined.expected).toBe(3);
    expect(combined.competencies).toEqual([
      { competency: 'communication', mean: 3, ratings: [3] },
      { competency: 'teamwork', mean: 4.5, ratings: [4, 5] },
    ]);
    expect(combined.recommendations).toEqual({ 'strong-no': 0, no: 0, yes: 1, 'strong-yes': 1 });
    expect(combined.leaning).toBe('strong-yes');
    expect(combined.notes).toEqual([{ author: 'A', text: 'Good stories' }]);
  });

  it('has no leaning before a scorecard is submitted', () => {
    expect(combineScorecards([{ interviewerUids: ['a'], scorecards: [card('a', { teamwork: 4 }, 'yes', false)] }]).leaning).toBeNull();
  });
});
