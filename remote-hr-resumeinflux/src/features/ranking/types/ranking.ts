/**
 * A ranking as the HR screens hold it: one row per uploaded resume, ranked ones best first,
 * then the files the api could not read. Compact on purpose: it is kept in sessionStorage.
 */
export interface RankingRow {
  /** The file name the api ranked it under ("cv.pdf", or "cv.pdf (2)" for a repeated name). */
  file: string;
  /** 1-based place; absent for a file that could not be read. */
  rank?: number;
  /** 0–100 match; absent for a file that could not be read. */
  score?: number;
  currentTitle?: string;
  yearsExperience?: number;
  /** Skill names, strongest first, as the matcher listed them. */
  matched: string[];
  /** Missing skills, required ones first. */
  missing: string[];
  /** The plain-language fit summary. */
  summary?: string;
  strengths: string[];
  gaps: string[];
  /** Why the file could not be ranked (the api's message). */
  error?: string;
}

export interface Ranking {
  /** The job's title as the matcher read it, when it found one. */
  jobTitle?: string;
  /** ISO time the ranking came back. */
  rankedAt: string;
  rows: RankingRow[];
}
