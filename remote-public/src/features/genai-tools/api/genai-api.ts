/**
 * The HireGen API v1 calls the tool screens make: each one `callApi` of shared-auth on its
 * endpoint in shared-schemas' map, which gives the time limit, the answer's shape (checked) and
 * that no ID token is sent (the tools work signed out). Answers are typed as the engine's own
 * types, imported as types only so no engine code reaches the browser bundle.
 */
import type {
  AtsReport,
  JobDraft,
  JobDraftInput,
  Keyphrase,
  MatchResult,
  NormalizeKind,
  NormalizeResult,
  ParsedJob,
  ParsedResume,
  RankedResume,
  ResumeEnhancement,
  Scorecard,
  SkillExtraction,
  TextSummary,
} from 'genai';
import { callApi, type CallOptions } from 'shared-auth';
import { GENAI_LIMITS } from 'shared-schemas';

/** What a screen may pass to a call: its cancel signal and upload progress (the time limit is the endpoint's). */
export type UploadOptions = CallOptions;

/** A resume is either an uploaded file or pasted text. */
export type ResumeSource = { kind: 'file'; file: File } | { kind: 'text'; text: string };

export const MAX_TEXT_CHARS = GENAI_LIMITS.maxTextChars;

function resumeForm(source: { kind: 'file'; file: File }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', source.file, source.file.name);
  return form;
}

/** A file as a form, or a pasted text as JSON: the resume endpoints read either. */
const resumeInput = (source: ResumeSource) => (source.kind === 'file' ? { form: resumeForm(source) } : { json: { text: source.text } });

export function parseResume(source: ResumeSource, options: UploadOptions = {}): Promise<ParsedResume> {
  return callApi('POST /api/v1/resumes/parse', resumeInput(source), options);
}

export function scoreResume(source: ResumeSource, options: UploadOptions = {}): Promise<{ resume: ParsedResume; scorecard: Scorecard }> {
  return callApi('POST /api/v1/resumes/score', resumeInput(source), options);
}

/** ATS checks read the file itself (layout, fonts, hidden text), so they take a file only. */
export function checkAts(file: File, options: UploadOptions = {}): Promise<{ resume: ParsedResume; report: AtsReport }> {
  return callApi('POST /api/v1/resumes/ats', { form: resumeForm({ kind: 'file', file }) }, options);
}

export function enhanceResume(source: ResumeSource, options: UploadOptions = {}): Promise<{ resume: ParsedResume; enhancement: ResumeEnhancement }> {
  return callApi('POST /api/v1/resumes/enhance', resumeInput(source), options);
}

export function parseJob(text: string, options: UploadOptions = {}): Promise<ParsedJob> {
  return callApi('POST /api/v1/jobs/parse', { json: { text } }, options);
}

export function generateJob(input: JobDraftInput, options: UploadOptions = {}): Promise<JobDraft> {
  return callApi('POST /api/v1/jobs/generate', { json: input }, options);
}

export function normalizeValue(kind: NormalizeKind, value: string, options: UploadOptions = {}): Promise<NormalizeResult> {
  return callApi('POST /api/v1/normalize', { json: { kind, value } }, options);
}

export function extractSkills(text: string, options: UploadOptions = {}): Promise<SkillExtraction> {
  return callApi('POST /api/v1/skills', { json: { text } }, options);
}

export function matchResume(job: string, resume: ResumeSource, options: UploadOptions = {}): Promise<MatchResult> {
  return callApi('POST /api/v1/match', resume.kind === 'file' ? { form: resumeForm(resume, { job }) } : { json: { job, resume: resume.text } }, options);
}

export type RankedFile = RankedResume<string>;

/** Ranks uploaded resumes against one job, best first; ids are the file names. */
export async function rankResumes(job: string, files: File[], options: UploadOptions = {}): Promise<RankedFile[]> {
  const form = new FormData();
  form.append('job', job);
  for (const file of files) form.append('file', file, file.name);
  return (
    await callApi<'POST /api/v1/rank', { ranked: RankedFile[]; failed: { id: string; status: number; message: string }[] }>(
      'POST /api/v1/rank',
      { form },
      options,
    )
  ).ranked;
}

export async function extractKeywords(text: string, max: number, options: UploadOptions = {}): Promise<Keyphrase[]> {
  return (await callApi<'POST /api/v1/keywords', { keywords: Keyphrase[] }>('POST /api/v1/keywords', { json: { text, max } }, options)).keywords;
}

export function summarize(text: string, sentences: number, options: UploadOptions = {}): Promise<TextSummary> {
  return callApi('POST /api/v1/summarize', { json: { text, sentences } }, options);
}
