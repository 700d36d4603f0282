/**
 * The one client every GenAI tool screen uses for the HireGen API v1: JSON posts with fetch,
 * file uploads with XMLHttpRequest (fetch cannot report upload progress), a time limit on both,
 * and every failure turned into a GenAiRequestError carrying the text the user should see —
 * the server's `{ message }` when it sent one.
 */

export const GENAI_API_BASE = '/api/v1';
/** Long documents on a busy server can take a while; past this the user is told, not left waiting. */
export const GENAI_TIMEOUT_MS = 90_000;
/** Cap on a message echoed from the server, so a broken proxy cannot flood the page. */
const MAX_MESSAGE_CHARS = 300;

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

/** The server's `{ "message": "..." }` out of a parsed body, if it is one that can be shown. */
export function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, MAX_MESSAGE_CHARS);
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Turns a finished response into the value or the error the user sees. */
function settle<T>(status: number, bodyText: string, retryAfter: string | null): T {
  const data = parseJson(bodyText);
  if (status >= 200 && status < 300) {
    if (data === undefined || data === null || typeof data !== 'object') throw new GenAiRequestError(BAD_ANSWER, status);
    return data as T;
  }
  let message = serverMessage(data) ?? messageForStatus(status);
  if (status === 429 && retryAfter && /^\d+$/.test(retryAfter) && !/\d+ s/.test(message)) {
    message = `${message} (try again in ${retryAfter} s)`;
  }
  throw new GenAiRequestError(message, status);
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
    return settle<T>(response.status, text, response.headers.get('Retry-After'));
  } finally {
    guard.done();
  }
}

/** POST multipart form data (files) to /api/v1/<path>, reporting upload progress. */
export function postFiles<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const guard = limit(options);
    const xhr = new XMLHttpRequest();
    const fail = (message: string) => {
      guard.done();
      reject(new GenAiRequestError(message));
    };
    xhr.open('POST', `${GENAI_API_BASE}/${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      guard.done();
      try {
        resolve(settle<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => fail(NETWORK_FAILED);
    xhr.onabort = () => fail(guard.timedOut() ? TIMED_OUT : 'Cancelled.');
    guard.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
