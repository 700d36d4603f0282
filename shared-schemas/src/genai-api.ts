// The GenAI api's limits in one place: what a caller must respect (the api enforces them, pages
// check them before sending), the words used when one is passed, and how long pages wait (the one
// time-limit policy of the browser's api calls) with what the client says when no answer comes.
// The answers' shapes live in http/genai.ts. Pure data and small functions, no dependencies.

const MB = 1024 * 1024;

/** Where the public HireGen API lives. */
export const GENAI_API_BASE = '/api/v1';

export const GENAI_LIMITS = {
  /** Largest resume file. The api's V1_MAX_FILE_MB may change it on a deployment; this is its default. */
  maxFileBytes: 10 * MB,
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

/** The api's own time limits (defaults; V1_DOCUMENT_TIMEOUT_MS and V1_RANK_TIMEOUT_MS change them). */
export const GENAI_SERVER_TIMEOUTS = {
  /** Reading one document or running one text task. */
  documentMs: 15_000,
  /** A whole rank request: every file read plus the ranking. */
  rankMs: 120_000,
} as const;

/**
 * How long a page waits for an answer before it says so (longer than the api's own limits): the
 * one time-limit policy of the browser's api calls. Each endpoint names its kind in the endpoint
 * map (http/endpoints.ts); an endpoint that names none waits `defaultMs`.
 */
export const API_TIMEOUTS = {
  /** Any api call without a reason to wait longer. */
  defaultMs: 15_000,
  /** Work over a whole account or a written draft: an export, a deletion, a cover letter. */
  longMs: 60_000,
  /** A GenAI tool on a document or a long text: a busy server queues it behind others. */
  genaiMs: 90_000,
  /** One request of a bulk upload (several documents read one after another). */
  uploadMs: GENAI_SERVER_TIMEOUTS.rankMs,
} as const;

/** "10 MB", "2.5 MB": how limits are written to people. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

/** The api's words when a limit is passed; pages checking before sending use the same. */
export const GENAI_LIMIT_TEXT = {
  fileTooLarge: (maxBytes: number = GENAI_LIMITS.maxFileBytes) => `The file is too large (at most ${formatMegabytes(maxBytes)}).`,
  tooManyFiles: (max: number) => `Too many files (at most ${max} per request).`,
  fieldTooLong: (field: string, max: number) => `The "${field}" field is too long (at most ${max} characters).`,
} as const;

/** What the browser client tells a user when there is no answer, or no usable one. */
export const API_CLIENT_TEXT = {
  network: 'We could not reach HireGen. Check your connection and try again.',
  timeout: 'This is taking too long, so we stopped waiting. Please try again.',
  cancelled: 'Cancelled.',
  badAnswer: 'HireGen sent an answer this page could not read. Please try again.',
} as const;

/** What to say for an error status when the server sent no `{ message }` of its own. */
export function messageForStatus(status: number): string {
  if (status === 401) return 'Please sign in again.';
  if (status === 403) return 'Your account cannot do this.';
  if (status === 413) return `The file or text is too large. Files can be up to ${formatMegabytes(GENAI_LIMITS.maxFileBytes)}.`;
  if (status === 415) return 'That file type cannot be read. Upload a PDF or Word (.docx) file.';
  if (status === 422) return 'That document could not be read. If it is a scan, export it again as a text PDF.';
  if (status === 429) return 'Too many requests right now. Wait a minute and try again.';
  if (status === 504) return 'The analysis took too long. Try a shorter document.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  if (status === 404) return 'HireGen could not find what this page asked for. Reload the page and try again.';
  // A status code means nothing to the person reading this; the page's words say what to do.
  return 'The request was not accepted. Check the input and try again.';
}
