// What every browser api call carries (the client's chunk, on signed-out pages too): how long a
// page waits, the api's own limits it waits past, and what the client says when no answer, or no
// usable one, comes. Apart from genai-api.ts, so that chunk carries no other limit.

const MB = 1024 * 1024;

/** The largest resume file by default (GENAI_LIMITS.maxFileBytes; the api's V1_MAX_FILE_MB may change it). */
export const MAX_FILE_BYTES = 10 * MB;

/** "10 MB", "2.5 MB": how limits are written to people. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}

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

/** What the browser client tells a user when there is no answer, or no usable one. */
export const API_CLIENT_TEXT = {
  network: 'We could not reach HireGen. Check your connection and try again.',
  timeout: 'This is taking too long, so we stopped waiting. Please try again.',
  cancelled: 'Cancelled.',
  badAnswer: 'HireGen sent an answer this page could not read. Please try again.',
} as const;
