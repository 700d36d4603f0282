/**
 * The HireGen API v1 calls the candidate area makes (score, enhance, match, parse, ATS check),
 * through shared-auth's api client with the contract from shared-schemas: time limit, upload
 * progress, cancel, the server's `{ message }`, and each answer checked against its shape.
 * Bodies are the engine's own types, imported as types only: no engine code in this bundle.
 * Every failure is an ApiError (shared-auth) with a message fit to show.
 */
import type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard } from 'genai';
import { apiFetch, type ApiRequest } from 'shared-auth';
import { GENAI_ANSWERS, GENAI_API_BASE, type GenAiEndpoint } from 'shared-schemas';

/** The builder's checks run while the candidate types: a minute is long enough to say so. */
export const V1_TIMEOUT_MS = 60_000;

export type CallOptions = Pick<ApiRequest, 'signal' | 'timeoutMs'>;
type UploadOptions = CallOptions & Pick<ApiRequest, 'onProgress'>;

/** POSTs JSON or a file to /api/v1/<endpoint>; the engine needs no sign-in, so no ID token is sent. */
function postV1<T>(endpoint: GenAiEndpoint, body: object | FormData, options: UploadOptions = {}): Promise<T> {
  return apiFetch<T>(`${GENAI_API_BASE}/${endpoint}`, {
    ...(body instanceof FormData ? { form: body } : { json: body }),
    timeoutMs: V1_TIMEOUT_MS,
    ...options,
    idToken: false,
    answer: GENAI_ANSWERS[endpoint],
  });
}

function fileForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

export function scoreResumeText(text: string, options?: CallOptions) {
  return postV1<{ scorecard: Scorecard }>('resumes/score', { text }, options).then((a) => a.scorecard);
}

export function enhanceResumeText(text: string, options?: CallOptions) {
  return postV1<{ enhancement: ResumeEnhancement }>('resumes/enhance', { text }, options).then((a) => a.enhancement);
}

export function matchResumeText(job: string, resume: string, options?: CallOptions) {
  return postV1<MatchResult>('match', { job, resume }, options);
}

export function parseResumeFile(file: File, options?: UploadOptions) {
  return postV1<ParsedResume>('resumes/parse', fileForm(file, file.name), options);
}

export function checkAtsFile(file: Blob, fileName: string, options?: CallOptions) {
  return postV1<{ report: AtsReport }>('resumes/ats', fileForm(file, fileName), options).then((a) => a.report);
}

export type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard };
