/**
 * The HireGen API v1 calls the candidate area makes (score, enhance, match, parse, ATS check),
 * each one `callApi` of shared-auth on its endpoint in shared-schemas' map: the map gives the
 * time limit, the answer's shape (checked) and that no ID token is sent. Answers are typed as the
 * engine's own types, imported as types only: no engine code in this bundle. Every failure is an
 * ApiError (shared-auth) with a message fit to show.
 */
import type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard } from 'genai';
import { callApi, type CallOptions } from 'shared-auth';

export type { CallOptions };

function fileForm(file: Blob, fileName: string): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
}

export function scoreResumeText(text: string, options?: CallOptions): Promise<Scorecard> {
  return callApi<'POST /api/v1/resumes/score', { resume: ParsedResume; scorecard: Scorecard }>('POST /api/v1/resumes/score', { json: { text } }, options).then(
    (a) => a.scorecard,
  );
}

export function enhanceResumeText(text: string, options?: CallOptions): Promise<ResumeEnhancement> {
  return callApi<'POST /api/v1/resumes/enhance', { resume: ParsedResume; enhancement: ResumeEnhancement }>(
    'POST /api/v1/resumes/enhance',
    { json: { text } },
    options,
  ).then((a) => a.enhancement);
}

export function matchResumeText(job: string, resume: string, options?: CallOptions): Promise<MatchResult> {
  return callApi('POST /api/v1/match', { json: { job, resume } }, options);
}

export function parseResumeFile(file: File, options?: CallOptions): Promise<ParsedResume> {
  return callApi('POST /api/v1/resumes/parse', { form: fileForm(file, file.name) }, options);
}

export function checkAtsFile(file: Blob, fileName: string, options?: CallOptions): Promise<AtsReport> {
  return callApi<'POST /api/v1/resumes/ats', { resume: ParsedResume; report: AtsReport }>(
    'POST /api/v1/resumes/ats',
    { form: fileForm(file, fileName) },
    options,
  ).then((a) => a.report);
}

export type { AtsReport, MatchResult, ParsedResume, ResumeEnhancement, Scorecard };
