import { calibration, dashboardFigures, queueState } from '../utils/interview-status';
import type { InterviewRow, QueueItem, ScorecardRow } from '../types/interviews';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const HOUR = 3_600_000;
const interview = (over: Partial<InterviewRow>): InterviewRow => ({
  id: 'i',
  orgId: 'o',
  applicationId: 'a',
  jobId: 'j',
  jobTitle: 'Nurse',
  candidateUid: 'c',
  candidateName: 'C',
  interviewerUids: ['me'],
  kitId: 'k',
  mode: 'ai-async',
  status: 'scheduled',
  scheduledAt: null,
  dueAt: new Date(NOW + 24 * HOUR),
  questions: [],
  answers: {},
  createdBy: 'hr',
  completedAt: null,
  createdAt: null,
  ...over,
});
const card = (authorUid: string, ratings: Record<string, number>, recommendation: ScorecardRow['recommendation'], submitted = true): ScorecardRow => ({
  authorUid,
  ratings,
  recommendation,
  notes: '',
  authorName: null,
  submittedAt: submitted ? new Date(NOW) : null,
});

describe('queue state', () => {
  it('tells upcoming, to-submit, overdue, submitted and missed apart', () => {
    const item = (i: Partial<InterviewRow>, mine: ScorecardRow | null = null): QueueItem => ({ interview: interview(i), mine });
    expect(queueState(item({}), NOW)).toBe('awaiting-candidate');
    expect(queueState(item({ mode: 'live', dueAt: null, scheduledAt: new Date(NOW + HOUR) }), NOW)).toBe('upcoming');
    expect(queueState(item({ status: 'completed', completedAt: new Date(NOW - HOUR) }), NOW)).toBe('to-submit');
    expect(queueState(item({ status: 'completed', completedAt: new Date(NOW - 72 * HOUR) }), NOW)).toBe('overdue');
    expect(queueState(item({ mode: 'live', dueAt: null, scheduledAt: new Date(NOW - 3 * 24 * HOUR) }), NOW)).toBe('overdue');
    expect(queueState(item({ status: 'completed', completedAt: new Date(NOW - 72 * HOUR) }, card('me', {}, 'yes')), NOW)).toBe('submitted');
    expect(queueState(item({ dueAt: new Date(NOW - HOUR) }), NOW)).toBe('missed');
  });

  it('counts the dashboard figures', () => {
    const items: QueueItem[] = [
      { interview: interview({}), mine: null },
      { interview: interview({ mode: 'live', dueAt: null, scheduledAt: new Date(NOW + HOUR) }), mine: null },
      { interview: interview({ status: 'completed', completedAt: new Date(NOW - HOUR) }), mine: card('me', {}, null, false) },
      { interview: interview({ status: 'completed', completedAt: new Date(NOW - 80 * HOUR) }), mine: null },
      { interview: interview({ status: 'completed', completedAt: new Date(NOW - 80 * HOUR) }), mine: card('me', {}, 'yes') },
    ];
    expect(dashboardFigures(items, NOW)).toEqual({ upcoming: 2, overdue: 1, toSubmit: 1, submitted: 1 });
  });
});

describe('calibration', () => {
  it('compares my ratings with the rest of the panel on shared interviews only', () => {
    const result = calibration('me', [
      [card('me', { teamwork: 4, communication: 5 }, 'strong-yes'), card('p1', { teamwork: 2, communication: 4 }, 'no'), card('p2', { teamwork: 3 }, 'yes')],
      [card('me', { teamwork: 3 }, 'yes'), card('p1', { teamwork: 3 }, 'yes')],
      // Nobody else submitted: not counted.
      [card('me', { teamwork: 1 }, 'no'), card('p1', { teamwork: 5 }, 'yes', false)],
    ]);
    expect(result.interviews).toBe(2);
    expect(result.competencies).toEqual([
      { competency: 'communication', mine: 5, panel: 4, count: 1 },
      { competency: 'teamwork', mine: 3.5, panel: 2.75, count: 2 },
    ]);
    // (4-2.5) + (5-4) + (3-3) over 3 ratings.
    expect(result.meanDifference).toBe(0.83);
    // Interview 1: mine strong-yes, panel mean (no=2, yes=3) 2.5 → yes side: agree. Interview 2: agree.
    expect(result.agreement).toBe(1);
  });

  it('has no figures before any shared interview', () => {
    expect(calibration('me', [[card('me', { teamwork: 4 }, 'yes')]])).toEqual({ interviews: 0, competencies: [], meanDifference: null, agreement: null });
  });
});
