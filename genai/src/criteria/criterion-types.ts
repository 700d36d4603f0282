/**
 * Criteria review (Ashby-style AI-assisted application review): a job's criteria are short
 * sentences HR can edit; each applicant gets met / not met / unclear per criterion, with the resume
 * sentence that decides it quoted as written.
 */
import type { DegreeLevel } from '../jobs/education';

export type CriterionKind = 'skill' | 'experience-years' | 'education' | 'certification' | 'location' | 'other';
export const CRITERION_KINDS: readonly CriterionKind[] = ['skill', 'experience-years', 'education', 'certification', 'location', 'other'];

export type CriterionVerdict = 'met' | 'not-met' | 'unclear';

/** Caps shared with the api's schema: a criterion is a sentence, not a document. */
export const MAX_CRITERIA = 12;
export const MAX_CRITERION_CHARS = 200;

/** What the engine read in a criterion's sentence; always re-read from the text, so HR's edits count. */
export interface CriterionDetails {
  kind: CriterionKind;
  /** skill: groups that must all be met; any skill of a group meets it ("Microsoft Office (particularly Excel)"). */
  skills?: { id: string; name: string; written: string }[][];
  /** experience-years: the minimum, and the field the years must be in ("bookkeeping"), if named. */
  years?: { min: number; field?: string };
  /** education: the lowest level that meets it, the fields asked for, and whether related fields count. */
  degree?: { level: DegreeLevel; fields: string[]; related: boolean };
  /** certification: the words that name it ("nursing", "BLS"). */
  certification?: { terms: string[] };
  /** location: places named, whether relocation is accepted, and the country of a work-authorisation ask. */
  location?: { places: string[]; relocation: boolean; workAuthorisation?: string };
}

export interface Criterion {
  id: string;
  /** The editable sentence HR sees ("3+ years of experience in software engineering"). */
  text: string;
  kind: CriterionKind;
  details?: CriterionDetails;
  /** The posting's words it was suggested from, when it was suggested. */
  source?: string;
}

export interface CriterionReview {
  criterionId: string;
  verdict: CriterionVerdict;
  /** The resume sentence that decides it, exactly as written in the resume text, or null. */
  evidence: string | null;
  /** One sentence saying why, in the product's words. */
  reason: string;
}

export interface ReviewOptions {
  /** "Now" for open date ranges ("2020 – Present"); fixed in tests and evals for determinism. */
  now?: { year: number; month: number };
}
