/**
 * The one client every GenAI tool screen uses for the HireGen API v1: JSON posts with fetch,
 * file uploads with shared-auth's postForm (XMLHttpRequest, for upload progress), a time limit on
 * both, and every failure turned into a GenAiRequestError carrying the text the user should see —
 * the server's `{ message }` when it sent one.
 */
import { parseJson, postForm, PostFormError, serverMessage, withRetryAfter, type FormAnswer } from 'shared-auth/post-form';

export const GENAI_API_BASE = '/api/v1';
/** Long documents on a busy server can take a while; past this the user is told, not left waiting. */
export const GENAI_TIMEOUT_MS = 90_000;

export class GenAiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GenAiRequestError';
  }
}

export interface RequestOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface UploadOptions extends RequestOptions {
  /** Fraction 0..1 of the request body sent so far. */
  onProgress?: (fraction: number) => void;
}

export const NETWORK_FAILED = 'Could not reach HireGen. Check your connection and try again.';
export const TIMED_OUT = 'This is taking too long, so we stopped waiting. Try a shorter or smaller document.';
export const BAD_ANSWER = 'HireGen sent an answer this page could not read. Please try again.';

/** What to say for a status when the server sent no message of its own. */
export function messageForStatus(status: number): string {
  if (status === 413) return 'The file or text is too large. Files can be up to 10 MB.';
  if (status === 415) return 'That file type cannot be read. Upload a PDF or Word (.docx) file.';
  if (status === 422) return 'That document could not be read. If it is a scan, export it again as a text PDF.';
  if (status === 429) return 'Too many requests right now. Wait a minute and try again.';
  if (status === 504) return 'The analysis took too long. Try a shorter document.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request was not accepted. Check the input and try again.';
}

/** Turns a finished response into the value or the error the user sees. */
function settle<T>({ status, data, retryAfter }: FormAnswer): T {
  if (status >= 200 && status < 300) {
    if (data === undefined || data === null || typeof data !== 'object') throw new GenAiRequestError(BAD_ANSWER, status);
    return data as T;
  }
  throw new GenAiRequestError(withRetryAfter(serverMessage(data) ?? messageForStatus(status), status, retryAfter), status);
}

/** Aborts on the caller's signal or on the time limit, whichever comes first. */
function limit(options: RequestOptions): { signal: AbortSignal; timedOut: () => boolean; done: () => void } {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, options.timeoutMs ?? GENAI_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** POST a JSON body to /api/v1/<path>. */
export async function postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const guard = limit(options);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${GENAI_API_BASE}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: guard.signal,
      });
      text = await response.text();
    } catch (cause) {
      throw new GenAiRequestError(guard.timedOut() ? TIMED_OUT : NETWORK_FAILED, undefined, { cause });
    }
    return settle<T>({ status: response.status, data: parseJson(text), retryAfter: response.headers.get('Retry-After') });
  } finally {
    guard.done();
  }
}

const FAILURE_TEXT = { network: NETWORK_FAILED, timeout: TIMED_OUT, cancelled: 'Cancelled.' } as const;

/** POST multipart form data (files) to /api/v1/<path>, reporting upload progress. */
export async function postFiles<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let answer: FormAnswer;
  try {
    answer = await postForm(`${GENAI_API_BASE}/${path}`, form, { ...options, timeoutMs: options.timeoutMs ?? GENAI_TIMEOUT_MS });
  } catch (error) {
    throw error instanceof PostFormError ? new GenAiRequestError(FAILURE_TEXT[error.failure], undefined, { cause: error }) : error;
  }
  return settle<T>(answer);
}
