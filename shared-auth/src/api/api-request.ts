/**
 * The one browser client for HireGen's api (same origin: the shell's server proxies /api/*).
 * It carries the signed-in account's ID token, sends JSON with fetch and files with
 * XMLHttpRequest (upload-request.ts, loaded on the first upload: fetch cannot report upload
 * progress), gives every call a time limit and the
 * caller's AbortSignal, checks an answer against its shape from shared-schemas, and turns every
 * failure into an ApiError whose message is fit to show: the server's `{ message }` when it sent
 * one, else a sentence for the status, the timeout, the lost connection or the unusable answer.
 * Loaded on the first call (see api-on-demand.ts), so no page's first load carries it; file
 * downloads are api-download.ts.
 */
import { API_CLIENT_TEXT, API_TIMEOUTS, answerProblem, type AnswerShape } from 'shared-schemas';
import { ApiError, type ApiFailure } from './api-error';
import { currentIdToken } from './id-token';
import { serverMessage } from './server-message';

/** Longest `{ message }` shown from an answer, so a broken proxy cannot flood the page. */
const MAX_MESSAGE_CHARS = 500;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (files), with upload progress. */
  form?: FormData;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Fraction 0..1 of a `form` body sent so far. */
  onProgress?: (fraction: number) => void;
  /** What a 2xx answer must hold (shared-schemas): one that does not fit is an ApiError. */
  answer?: AnswerShape;
  /** false: send no ID token (public tools; never loads Firebase for the token). Default true. */
  idToken?: boolean;
}

/** What came back, whichever transport carried it. */
export interface RawAnswer {
  status: number;
  text: string;
  header: (name: string) => string | null;
}

/** Aborts on the caller's signal or on the time limit, whichever comes first. */
export function deadline(timeoutMs: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  // The caller may have cancelled while the token was being fetched.
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    /** Why no answer came: the time limit, the caller, or the network. */
    failure: (): ApiFailure => (timedOut ? 'timeout' : callerSignal?.aborted ? 'cancelled' : 'network'),
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

export function noAnswer(failure: ApiFailure): ApiError {
  const text = failure === 'timeout' ? API_CLIENT_TEXT.timeout : failure === 'cancelled' ? API_CLIENT_TEXT.cancelled : API_CLIENT_TEXT.network;
  return new ApiError(text, 0, { failure });
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Adds "(try again in N s)" to a 429's message when the server said when, and the text does not. */
function withRetryAfter(message: string, status: number, retryAfter: string | null): string {
  if (status !== 429 || !retryAfter || !/^\d+$/.test(retryAfter) || /\d+ s/.test(message)) return message;
  return `${message} (try again in ${retryAfter} s)`;
}

export async function errorFor(status: number, body: unknown, retryAfter: string | null): Promise<ApiError> {
  const said = serverMessage(body, MAX_MESSAGE_CHARS);
  // The status words load with the first such answer; if even they cannot be fetched, HireGen is unreachable.
  const words =
    said ??
    (await import('./status-message').then(
      (module) => module.messageForStatus(status),
      () => API_CLIENT_TEXT.network,
    ));
  return new ApiError(withRetryAfter(words, status, retryAfter), status, { fromServer: said !== undefined });
}

export async function headersFor(request: ApiRequest): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = request.idToken === false ? null : await currentIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

export function checkPath(path: string): void {
  if (!path.startsWith('/api/')) throw new Error(`The api client takes an /api/ path, not "${path}".`);
}

async function sendWithFetch(path: string, request: ApiRequest, headers: Record<string, string>, signal: AbortSignal): Promise<RawAnswer> {
  const response = await fetch(path, {
    method: request.method ?? (request.json === undefined ? 'GET' : 'POST'),
    headers,
    body: request.json === undefined ? undefined : JSON.stringify(request.json),
    signal,
  });
  // Read inside the time limit too, so a stalled body cannot hang the page.
  const text = await response.text();
  return { status: response.status, text, header: (name) => response.headers.get(name) };
}

/** Sends the request and waits for the whole answer, within the time limit. */
async function exchange(path: string, request: ApiRequest): Promise<RawAnswer> {
  checkPath(path);
  if (request.signal?.aborted) throw noAnswer('cancelled');
  const headers = await headersFor(request);
  // Cancelled while the token was being fetched: nothing is sent.
  if (request.signal?.aborted) throw noAnswer('cancelled');
  const limit = deadline(request.timeoutMs ?? API_TIMEOUTS.defaultMs, request.signal);
  try {
    if (!request.form) return await sendWithFetch(path, request, headers, limit.signal);
    // Loaded on the first upload: a page that sends no file never carries it.
    const { sendWithXhr } = await import('./upload-request');
    return await sendWithXhr(path, { ...request, form: request.form }, headers, limit.signal);
  } catch {
    throw noAnswer(limit.failure());
  } finally {
    limit.done();
  }
}

/**
 * Calls the api and returns the answer's JSON body (null when it has none). With `answer`, a 2xx
 * body that does not have that shape is refused, so a screen never renders half an answer.
 */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const { status, text, header } = await exchange(path, request);
  const body = parseJson(text);
  if (status < 200 || status >= 300) throw await errorFor(status, body, header('Retry-After'));
  if (request.answer !== undefined) {
    const problem = body === undefined ? 'the answer is not JSON' : answerProblem(body, request.answer);
    if (problem) throw new ApiError(API_CLIENT_TEXT.badAnswer, status, { failure: 'answer', detail: problem });
  }
  return (body ?? null) as T;
}
