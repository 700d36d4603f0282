// What an interviewer's dashboard counts, from the interviews and their own scorecards: pure, so
// the figures are tested without Firestore.
import type { QueueItem, ScorecardRow } from '../types/interviews';

export type QueueState = 'upcoming' | 'awaiting-candidate' | 'to-submit' | 'overdue' | 'submitted' | 'cancelled' | 'missed';

/** A scorecard not submitted this long after the interview counts as overdue. */
export const SCORECARD_DUE_MS = 48 * 60 * 60 * 1000;

/** When the interview happened: the candidate's completion (AI-led) or the meeting time (live). */
export function heldAt(item: QueueItem, now: number): Date | null {
  const { interview } = item;
  if (interview.mode === 'ai-async') return interview.status === 'completed' ? (interview.completedAt ?? interview.dueAt) : null;
  return interview.scheduledAt && interview.scheduledAt.getTime() <= now ? interview.scheduledAt : null;
}

export function queueState(item: QueueItem, now: number): QueueState {
  const { interview, mine } = item;
  if (mine?.submittedAt) return 'submitted';
  if (interview.status === 'cancelled') return 'cancelled';
  const held = heldAt(item, now);
  if (!held) {
    if (interview.mode === 'ai-async' && interview.dueAt && interview.dueAt.getTime() < now) return 'missed';
    return interview.mode === 'ai-async' ? 'awaiting-candidate' : 'upcoming';
  }
  return now - held.getTime() > SCORECARD_DUE_MS ? 'overdue' : 'to-submit';
}

export const STATE_LABEL: Record<QueueState, string> = {
  upcoming: 'Upcoming',
  'awaiting-candidate': 'Waiting for the candidate',
  'to-submit': 'Scorecard to submit',
  overdue: 'Scorecard overdue',
  submitted: 'Submitted',
  cancelled: 'Cancelled',
  missed: 'Deadline passed unanswered',
};

export interface DashboardFigures {
  upcoming: number;
  overdue: number;
  toSubmit: number;
  submitted: number;
}

export function dashboardFigures(items: QueueItem[], now: number): DashboardFigures {
  const states = items.map((i) => queueState(i, now));
  return {
    upcoming: states.filter((s) => s === 'upcoming' || s === 'awaiting-candidate').length,
    overdue: states.filter((s) => s === 'overdue').length,
    toSubmit: states.filter((s) => s === 'to-submit').length,
    submitted: states.filter((s) => s === 'submitted').length,
  };
}

const RECOMMENDATION_VALUE = { 'strong-no': 1, no: 2, yes: 3, 'strong-yes': 4 } as const;

export interface Calibration {
  /** Interviews where both you and at least one other panelist submitted. */
  interviews: number;
  /** Per competency: your mean rating and the other panelists' mean, on the same interviews. */
  competencies: { competency: string; mine: number; panel: number; count: number }[];
  /** Your mean rating minus the panel's over every shared competency rating (+: you rate higher). */
  meanDifference: number | null;
  /** Share of interviews where your recommendation was on the same side (yes / no) as the panel's mean. */
  agreement: number | null;
}

/** Your ratings against the rest of the panel's, on interviews where both exist. */
export function calibration(myUid: string, panels: ScorecardRow[][]): Calibration {
  const sums = new Map<string, { mine: number; panel: number; count: number }>();
  let interviews = 0,
    agreed = 0,
    judged = 0,
    diffSum = 0,
    diffCount = 0;
  for (const cards of panels) {
    const mine = cards.find((c) => c.authorUid === myUid && c.submittedAt);
    const others = cards.filter((c) => c.authorUid !== myUid && c.submittedAt);
    if (!mine || !others.length) continue;
    interviews++;
    for (const [competency, rating] of Object.entries(mine.ratings)) {
      const theirs = others.map((o) => o.ratings[competency]).filter((r): r is number => typeof r === 'number');
      if (!theirs.length) continue;
      const panel = theirs.reduce((a, b) => a + b, 0) / theirs.length;
      const s = sums.get(competency) ?? { mine: 0, panel: 0, count: 0 };
      sums.set(competency, { mine: s.mine + rating, panel: s.panel + panel, count: s.count + 1 });
      diffSum += rating - panel;
      diffCount++;
    }
    const othersRec = others.map((o) => (o.recommendation ? RECOMMENDATION_VALUE[o.recommendation] : null)).filter((v): v is 1 | 2 | 3 | 4 => v !== null);
    if (mine.recommendation && othersRec.length) {
      judged++;
      const panelMean = othersRec.reduce((a: number, b) => a + b, 0) / othersRec.length;
      if (RECOMMENDATION_VALUE[mine.recommendation] >= 3 === panelMean >= 2.5) agreed++;
    }
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    interviews,
    competencies: [...sums]
      .map(([competency, s]) => ({ competency, mine: round(s.mine / s.count), panel: round(s.panel / s.count), count: s.count }))
      .sort((a, b) => a.competency.localeCompare(b.competency)),
    meanDifference: diffCount ? round(diffSum / diffCount) : null,
    agreement: judged ? round(agreed / judged) : null,
  };
}

/** "customer-focus" → "Customer focus" when no label is at hand. */
export function competencyName(id: string): string {
  const text = id.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
