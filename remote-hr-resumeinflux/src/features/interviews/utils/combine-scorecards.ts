// The combined scorecard HR sees: the submitted scorecards of every interview of an applicant,
// averaged per competency, with the recommendations counted. Drafts never count.
import { RECOMMENDATIONS, type Recommendation, type ScorecardRecord } from 'shared-schemas';

export interface CombinedScorecard {
  submitted: number;
  /** Panelists assigned across the applicant's interviews. */
  expected: number;
  competencies: { competency: string; mean: number; ratings: number[] }[];
  recommendations: Record<Recommendation, number>;
  /** The mean recommendation on strong-no 1 … strong-yes 4, or null before any. */
  leaning: Recommendation | null;
  notes: { author: string; text: string }[];
}

export function combineScorecards(interviews: { interviewerUids: string[]; scorecards: (ScorecardRecord & { authorUid: string })[] }[]): CombinedScorecard {
  const ratings = new Map<string, number[]>();
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((r) => [r, 0])) as Record<Recommendation, number>;
  const notes: CombinedScorecard['notes'] = [];
  let submitted = 0;
  let recSum = 0;
  let recCount = 0;
  for (const interview of interviews) {
    for (const card of interview.scorecards) {
      if (!card.submittedAt) continue;
      submitted++;
      for (const [competency, value] of Object.entries(card.ratings ?? {})) {
        if (typeof value === 'number') ratings.set(competency, [...(ratings.get(competency) ?? []), value]);
      }
      if (card.recommendation) {
        recommendations[card.recommendation]++;
        recSum += RECOMMENDATIONS.indexOf(card.recommendation) + 1;
        recCount++;
      }
      if (card.notes?.trim()) notes.push({ author: card.authorName ?? 'Panelist', text: card.notes.trim() });
    }
  }
  return {
    submitted,
    expected: interviews.reduce((n, i) => n + i.interviewerUids.length, 0),
    competencies: [...ratings]
      .map(([competency, list]) => ({ competency, mean: Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10) / 10, ratings: list }))
      .sort((a, b) => a.competency.localeCompare(b.competency)),
    recommendations,
    leaning: recCount ? RECOMMENDATIONS[Math.min(3, Math.max(0, Math.round(recSum / recCount) - 1))]! : null,
    notes,
  };
}
