// The GenAI api's limits in one place: what a caller must respect (the api enforces them, pages
// check them before sending) and the words used when one is passed. How long pages wait and what
// the browser client says are http/client-policy.ts; the answers' shapes are http/genai.ts.

import { MAX_FILE_BYTES, formatMegabytes } from './http/client-policy';

/** Where the public HireGen API lives. */
export const GENAI_API_BASE = '/api/v1';

export const GENAI_LIMITS = {
  /** Largest resume file. The api's V1_MAX_FILE_MB may change it on a deployment; this is its default. */
  maxFileBytes: MAX_FILE_BYTES,
  /** Most resumes in one rank request (files or JSON entries). */
  maxRankFiles: 200,
  /** Most characters of a `text`, `job` or resume text. */
  maxTextChars: 200_000,
  /** Files per request of a bulk upload into a job (POST /api/jobs/:jobId/uploads). */
  uploadFilesPerRequest: 10,
} as const;

/** What the interview endpoints read: characters of each text, and items of a transcript. */
export const INTERVIEW_ENGINE_LIMITS = { job: 30_000, resume: 50_000, question: 1_000, answer: 10_000, items: 20 } as const;

/** Resume files the api reads (a file of another type gets 415). */
export const RESUME_FILE_EXTENSIONS = ['.pdf', '.docx'] as const;

/** The api's words when a limit is passed; pages checking before sending use the same. */
export const GENAI_LIMIT_TEXT = {
  fileTooLarge: (maxBytes: number = GENAI_LIMITS.maxFileBytes) => `The file is too large (at most ${formatMegabytes(maxBytes)}).`,
  tooManyFiles: (max: number) => `Too many files (at most ${max} per request).`,
  fieldTooLong: (field: string, max: number) => `The "${field}" field is too long (at most ${max} characters).`,
} as const;
