/** The pipeline's criteria filter: everyone, those who meet every criterion, or those who meet one. */
import type { ApplicationCriteriaReview, CriterionVerdictValue, JobCriterion } from 'shared-schemas';

/** 'any' | 'all' | 'met:<criterionId>' (a select's value). */
export type CriteriaFilterValue = string;
export const ANY_CRITERIA = 'any';
export const MEETS_ALL = 'all';
export const meetsOne = (criterionId: string) => `met:${criterionId}`;

export function verdictOf(review: ApplicationCriteriaReview | undefined, criterionId: string): CriterionVerdictValue | undefined {
  return review?.reviews.find((r) => r.criterionId === criterionId)?.verdict;
}

/** Whether an applicant's review lets them through; a review of other criteria than these counts as none. */
export function passesCriteria(review: ApplicationCriteriaReview | undefined, criteria: readonly JobCriterion[], filter: CriteriaFilterValue): boolean {
  if (filter === ANY_CRITERIA || criteria.length === 0) return true;
  if (filter === MEETS_ALL) return criteria.every((c) => verdictOf(review, c.id) === 'met');
  if (filter.startsWith('met:')) return verdictOf(review, filter.slice(4)) === 'met';
  return true;
}

/** "3 met · 1 not met · 1 unclear", for lists and screen readers. */
export function countsText(counts: ApplicationCriteriaReview['counts']): string {
  return `${counts.met} met · ${counts.notMet} not met · ${counts.unclear} unclear`;
}

export const VERDICT_LABELS: Record<CriterionVerdictValue, string> = { met: 'Met', 'not-met': 'Not met', unclear: 'Unclear' };
export const KIND_LABELS: Record<string, string> = {
  skill: 'Skill',
  'experience-years': 'Years of experience',
  education: 'Education',
  certification: 'Licence or certification',
  location: 'Location or work authorisation',
  other: 'Other (read by a person)',
};
