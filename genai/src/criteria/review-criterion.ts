/**
 * Reviews an applicant's resume against a job's criteria: met / not met / unclear per criterion,
 * with the resume sentence that decides it quoted exactly. Each kind searches the whole resume
 * before saying "not met"; free text the engine cannot judge is "unclear".
 */
import type { Criterion, CriterionDetails, CriterionReview, ReviewOptions } from './criterion-types';
import { interpretCriterion } from './interpret-criterion';
import { resumeContext, type ResumeContext, type Review } from './resume-context';
import { reviewCertification } from './review-certification';
import { reviewEducation } from './review-education';
import { reviewExperience } from './review-experience';
import { reviewLocation } from './review-location';
import { reviewSkill } from './review-skill';

function reviewDetails(details: CriterionDetails, context: ResumeContext): Review {
  switch (details.kind) {
    case 'skill':
      return reviewSkill(details, context);
    case 'experience-years':
      return reviewExperience(details, context);
    case 'education':
      return reviewEducation(details, context);
    case 'certification':
      return reviewCertification(details, context);
    case 'location':
      return reviewLocation(details, context);
    default:
      return { verdict: 'unclear', evidence: null, reason: 'A free-text criterion the engine does not judge: read the resume.' };
  }
}

type CriterionInput = Pick<Criterion, 'id' | 'text'>;

/** One criterion against one resume (its plain text). */
export function reviewCriterion(criterion: CriterionInput, resumeText: string, options: ReviewOptions = {}): CriterionReview {
  return reviewCriteria([criterion], resumeText, options)[0]!;
}

/** Every criterion of a job against one resume; the resume is read once. */
export function reviewCriteria(criteria: readonly CriterionInput[], resumeText: string, options: ReviewOptions = {}): CriterionReview[] {
  const context = resumeContext(resumeText, options);
  return criteria.map((criterion) => ({ criterionId: criterion.id, ...reviewDetails(interpretCriterion(criterion.text), context) }));
}
