/**
 * The HireGen API v1 calls the tool screens make, through shared-auth's api client, with the
 * contract from shared-schemas (limits, time limit, answer shapes). Response bodies are the
 * engine's own types, imported as types only so no engine code reaches the browser bundle.
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
import { apiFetch, type ApiRequest } from 'shared-auth';
import { API_TIMEOUTS, GENAI_ANSWERS, GENAI_API_BASE, GENAI_LIMITS, type GenAiEndpoint } from 'shared-schemas';

/** What a screen may pass to a call: its cancel signal, a time limit, and upload progress. */
export type UploadOptions = Pick<ApiRequest, 'signal' | 'timeoutMs' | 'onProgress'>;

/** A resume is either an uploaded file or pasted text. */
export type ResumeSource = { kind: 'file'; file: File } | { kind: 'text'; text: string };

export const MAX_TEXT_CHARS = GENAI_LIMITS.maxTextChars;

/**
 * POST to /api/v1/<endpoint>: JSON, or a multipart form (files, with progress). The public tools
 * work signed out, so no ID token is sent; the answer is checked against the endpoint's shape.
 */
function callV1<T>(endpoint: GenAiEndpoint, body: FormData | object, options: UploadOptions): Promise<T> {
  return apiFetch<T>(`${GENAI_API_BASE}/${endpoint}`, {
    ...(body instanceof FormData ? { form: body } : { json: body }),
    timeoutMs: API_TIMEOUTS.genaiMs,
    ...options,
    idToken: false,
    answer: GENAI_ANSWERS[endpoint],
  });
}

function resumeForm(source: { kind: 'file'; file: File }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', source.file, source.file.name);
  return form;
}

function sendResume<T>(endpoint: GenAiEndpoint, source: ResumeSource, options: UploadOptions): Promise<T> {
  return callV1<T>(endpoint, source.kind === 'file' ? resumeForm(source) : { text: source.text }, options);
}

export function parseResume(source: ResumeSource, options: UploadOptions = {}): Promise<ParsedResume> {
  return sendResume<ParsedResume>('resumes/parse', source, options);
}

export function scoreResume(source: ResumeSource, options: UploadOptions = {}) {
  return sendResume<{ resume: ParsedResume; scorecard: Scorecard }>('resumes/score', source, options);
}

/** ATS checks read the file itself (layout, fonts, hidden text), so they take a file only. */
export function checkAts(file: File, options: UploadOptions = {}) {
  return callV1<{ resume: ParsedResume; report: AtsReport }>('resumes/ats', resumeForm({ kind: 'file', file }), options);
}

export function enhanceResume(source: ResumeSource, options: UploadOptions = {}) {
  return sendResume<{ resume: ParsedResume; enhancement: ResumeEnhancement }>('resumes/enhance', source, options);
}

export function parseJob(text: string, options: UploadOptions = {}): Promise<ParsedJob> {
  return callV1<ParsedJob>('jobs/parse', { text }, options);
}

export function generateJob(input: JobDraftInput, options: UploadOptions = {}): Promise<JobDraft> {
  return callV1<JobDraft>('jobs/generate', input, options);
}

export function normalizeValue(kind: NormalizeKind, value: string, options: UploadOptions = {}): Promise<NormalizeResult> {
  return callV1<NormalizeResult>('normalize', { kind, value }, options);
}

export function extractSkills(text: string, options: UploadOptions = {}): Promise<SkillExtraction> {
  return callV1<SkillExtraction>('skills', { text }, options);
}

export function matchResume(job: string, resume: ResumeSource, options: UploadOptions = {}): Promise<MatchResult> {
  return callV1<MatchResult>('match', resume.kind === 'file' ? resumeForm(resume, { job }) : { job, resume: resume.text }, options);
}

export type RankedFile = RankedResume<string>;

/** Ranks uploaded resumes against one job, best first; ids are the file names. */
export async function rankResumes(job: string, files: File[], options: UploadOptions = {}): Promise<RankedFile[]> {
  const form = new FormData();
  form.append('job', job);
  for (const file of files) form.append('file', file, file.name);
  return (await callV1<{ ranked: RankedFile[] }>('rank', form, options)).ranked;
}

export async function extractKeywords(text: string, max: number, options: UploadOptions = {}): Promise<Keyphrase[]> {
  return (await callV1<{ keywords: Keyphrase[] }>('keywords', { text, max }, options)).keywords;
}

export function summarize(text: string, sentences: number, options: UploadOptions = {}): Promise<TextSummary> {
  return callV1<TextSummary>('summarize', { text, sentences }, options);
}
