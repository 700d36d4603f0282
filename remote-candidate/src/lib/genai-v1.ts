/**
 * The HireGen API v1 calls the candidate area makes (score, enhance, match, parse, ATS check).
 * Bodies are the engine's own types, imported as types only: no engine code in this bundle.
 * Every failure is a GenAiError with a message fit to show.
 */
import type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard } from 'genai';
import { parseJson, postForm, PostFormError, serverMessage, withRetryAfter } from 'shared-auth/post-form';

export const V1_BASE = '/api/v1';
export const V1_TIMEOUT_MS = 60_000;

export class GenAiError extends Error {
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'GenAiError';
  }
}

const NETWORK = 'Could not reach HireGen. Check your connection and try again.';
const TIMEOUT = 'This is taking too long, so we stopped waiting. Please try again.';
const BAD_ANSWER = 'HireGen sent an answer this page could not read. Please try again.';

function statusText(status: number): string {
  if (status === 413) return 'The file is too large. Files can be up to 10 MB.';
  if (status === 415) return 'That file type cannot be read. Upload a PDF or Word (.docx) file.';
  if (status === 422) return 'That document could not be read. If it is a scan, export it again as a text PDF.';
  if (status === 429) return 'Too many requests right now. Wait a minute and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request was not accepted.';
}

function settle<T>(status: number, data: unknown, retryAfter: string | null, check: (value: T) => boolean): T {
  if (status >= 200 && status < 300) {
    if (!data || typeof data !== 'object' || !check(data as T)) throw new GenAiError(BAD_ANSWER, status);
    return data as T;
  }
  throw new GenAiError(withRetryAfter(serverMessage(data) ?? statusText(status), status, retryAfter), status);
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export async function postV1<T>(path: string, body: unknown, check: (value: T) => boolean, options: CallOptions = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? V1_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${V1_BASE}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new GenAiError(timedOut ? TIMEOUT : NETWORK);
    }
    return settle<T>(response.status, parseJson(text), response.headers.get('Retry-After'), check);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

async function postFileV1<T>(path: string, file: Blob, fileName: string, check: (value: T) => boolean, options: CallOptions & { onProgress?: (f: number) => void } = {}): Promise<T> {
  const form = new FormData();
  form.append('file', file, fileName);
  try {
    const answer = await postForm(`${V1_BASE}/${path}`, form, { timeoutMs: options.timeoutMs ?? V1_TIMEOUT_MS, signal: options.signal, onProgress: options.onProgress });
    return settle<T>(answer.status, answer.data, answer.retryAfter, check);
  } catch (error) {
    if (error instanceof PostFormError) throw new GenAiError(error.failure === 'timeout' ? TIMEOUT : error.failure === 'cancelled' ? 'Cancelled.' : NETWORK);
    throw error;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function scoreResumeText(text: string, options?: CallOptions) {
  return postV1<{ scorecard: Scorecard }>('resumes/score', { text }, (a) => isObject(a.scorecard) && typeof a.scorecard.total === 'number' && Array.isArray(a.scorecard.suggestions), options).then((a) => a.scorecard);
}

export function enhanceResumeText(text: string, options?: CallOptions) {
  return postV1<{ enhancement: ResumeEnhancement }>('resumes/enhance', { text }, (a) => isObject(a.enhancement) && Array.isArray(a.enhancement.bullets), options).then((a) => a.enhancement);
}

export function matchResumeText(job: string, resume: string, options?: CallOptions) {
  return postV1<MatchResult>('match', { job, resume }, (m) => typeof m.score === 'number' && Array.isArray(m.matched) && Array.isArray(m.missing), options);
}

export function parseResumeFile(file: File, options?: CallOptions & { onProgress?: (f: number) => void }) {
  return postFileV1<ParsedResume>('resumes/parse', file, file.name, (p) => isObject(p.resume) && isObject(p.confidence), options);
}

export function checkAtsFile(file: Blob, fileName: string, options?: CallOptions) {
  return postFileV1<{ report: AtsReport }>('resumes/ats', file, fileName, (a) => isObject(a.report) && Array.isArray(a.report.findings), options).then((a) => a.report);
}

export type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard };
