/**
 * Criteria review (issue 24): a job's criteria, which only HR of its organisation reads and the
 * api writes, and each applicant's met / not met / unclear per criterion with the resume sentence
 * that decides it. The zod schema is the api's boundary check; the page uses the same caps.
 */
import { z } from 'zod';
import type { StoredTime } from './hiring';

// No compiled (new Function) parsers: the product's Content-Security-Policy forbids eval, and even
// zod's caught probe for it is reported as a violation in the browser.
z.config({ jitless: true });

export const CRITERIA_LIMITS = { maxCriteria: 12, maxChars: 200 } as const;
export const CRITERION_KIND_VALUES = ['skill', 'experience-years', 'education', 'certification', 'location', 'other'] as const;
export type JobCriterionKind = (typeof CRITERION_KIND_VALUES)[number];
export const CRITERION_VERDICTS = ['met', 'not-met', 'unclear'] as const;
export type CriterionVerdictValue = (typeof CRITERION_VERDICTS)[number];

export const CRITERION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** PUT /api/jobs/:jobId/criteria: the whole list, as HR left it (the api reads each sentence's kind). */
export const jobCriteriaInputSchema = z
  .object({
    criteria: z
      .array(
        z
          .object({
            id: z.string().regex(CRITERION_ID_PATTERN, 'A criterion id is 1–64 letters, digits, - or _.'),
            text: z
              .string()
              .trim()
              .min(1, 'A criterion cannot be empty.')
              .max(CRITERIA_LIMITS.maxChars, `A criterion is at most ${CRITERIA_LIMITS.maxChars} characters.`),
          })
          .strict(),
      )
      .max(CRITERIA_LIMITS.maxCriteria, `A job has at most ${CRITERIA_LIMITS.maxCriteria} criteria.`)
      .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'Each criterion needs its own id.')
      .refine((list) => new Set(list.map((c) => c.text.toLowerCase())).size === list.length, 'The same criterion is listed twice.'),
  })
  .strict();

export type JobCriteriaInput = z.infer<typeof jobCriteriaInputSchema>;

/** The first problem in words, for a 400 `{ message }`; null when the input is valid. */
export function jobCriteriaProblem(input: unknown): { ok: true; value: JobCriteriaInput } | { ok: false; message: string } {
  const parsed = jobCriteriaInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'These criteria are not valid.' };
}

export interface JobCriterion {
  id: string;
  text: string;
  kind: JobCriterionKind;
  /** The posting's words a suggestion came from. */
  source?: string;
}

/** jobCriteria/{jobId}: read by HR members of `orgId`, written by the api. */
export interface JobCriteria {
  orgId: string;
  jobId: string;
  criteria: JobCriterion[];
  /** Bumped at each save; a review made for an older version is being redone. */
  version: number;
  updatedBy: string;
  updatedAt: StoredTime;
}

export interface CriterionReviewResult {
  criterionId: string;
  verdict: CriterionVerdictValue;
  /** The resume sentence that decides it, exactly as the resume says it, or null. */
  evidence: string | null;
  reason: string;
}

/** criteriaReviews/{applicationId}: read by HR members of `orgId`, written by the api. */
export interface ApplicationCriteriaReview {
  orgId: string;
  jobId: string;
  applicationId: string;
  criteriaVersion: number;
  reviews: CriterionReviewResult[];
  counts: { met: number; notMet: number; unclear: number };
  reviewedAt: StoredTime;
}

// The answers' shapes live apart from the zod schemas above (http/criteria.ts), so the browser's
// endpoint map can read them without carrying zod.
export { CRITERIA_SAVE_ANSWER, CRITERIA_SUGGESTIONS_ANSWER } from './http/criteria';
export interface CriteriaSuggestionsAnswer {
  criteria: JobCriterion[];
}
export interface CriteriaSaveAnswer {
  criteria: JobCriterion[];
  version: number;
  reviewed: number;
}

export function verdictCounts(reviews: readonly { verdict: CriterionVerdictValue }[]): ApplicationCriteriaReview['counts'] {
  return {
    met: reviews.filter((r) => r.verdict === 'met').length,
    notMet: reviews.filter((r) => r.verdict === 'not-met').length,
    unclear: reviews.filter((r) => r.verdict === 'unclear').length,
  };
}
