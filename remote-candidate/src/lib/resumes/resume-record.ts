import type { JsonResume } from 'shared-schemas';

/** One point of a resume's score history (the overview charts these). */
export interface ScorePoint {
  overall: number;
  /** ISO 8601. */
  at: string;
}

/** A resume as the builder holds it, whichever store it lives in. */
export interface ResumeRecord {
  id: string;
  title: string;
  resume: JsonResume;
  template: string;
  score: ScorePoint[];
  ats: { score: number; at: string } | null;
  /** Paths ("work[0].position") the importer was unsure of, until the candidate reviews them. */
  review: string[];
  /** How sure the importer was (0..1) of each `review` path, shown beside the field. */
  reviewConfidence?: Record<string, number>;
  /** Lines of the imported file the parser could not place in any field, until the candidate adds or dismisses them. */
  unplaced?: string[];
  /** Where the resume came from: "scratch", "pdf", "docx", "json", "duplicate", "tailored". */
  origin: string;
  /** ms since epoch; 0 while a server timestamp is pending. */
  updatedAt: number;
}

export interface ResumeVersion {
  id: string;
  resume: JsonResume;
  note: string;
  savedAt: number;
}

export type NewResume = Pick<ResumeRecord, 'title' | 'resume'> &
  Partial<Pick<ResumeRecord, 'template' | 'review' | 'reviewConfidence' | 'unplaced' | 'origin'>>;
export type ResumePatch = Partial<Pick<ResumeRecord, 'title' | 'resume' | 'template' | 'score' | 'ats' | 'review' | 'reviewConfidence' | 'unplaced'>>;

export const DEFAULT_TEMPLATE = 'classic';
export const RESUME_TITLE_MAX = 120;
export const VERSION_NOTE_MAX = 200;
/** Score history kept per resume: enough for months of edits, small enough for one document. */
export const SCORE_HISTORY_MAX = 60;
/** Versions kept per resume; the oldest go first. */
export const VERSIONS_MAX = 30;
