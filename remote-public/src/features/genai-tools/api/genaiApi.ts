/**
 * The HireGen API v1 calls the tool screens make (contract: /api/v1/*). Response bodies are the
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
import { BAD_ANSWER, GenAiRequestError, postFiles, postJson, type UploadOptions } from './genaiClient';

/** A resume is either an uploaded file or pasted text. */
export type ResumeSource = { kind: 'file'; file: File } | { kind: 'text'; text: string };

export const MAX_TEXT_CHARS = 200_000;

/** Checks the few fields a screen relies on, so a wrong answer fails clearly instead of blank. */
function expect<T>(value: T, ok: (v: T) => boolean): T {
  if (!ok(value)) throw new GenAiRequestError(BAD_ANSWER);
  return value;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function resumeForm(source: { kind: 'file'; file: File }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', source.file, source.file.name);
  return form;
}

function sendResume<T>(path: string, source: ResumeSource, options: UploadOptions): Promise<T> {
  return source.kind === 'file' ? postFiles<T>(path, resumeForm(source), options) : postJson<T>(path, { text: source.text }, options);
}

const isParsedResume = (r: unknown): boolean => isObject(r) && isObject(r.resume) && typeof r.text === 'string';

export async function parseResume(source: ResumeSource, options: UploadOptions = {}): Promise<ParsedResume> {
  return expect(await sendResume<ParsedResume>('resumes/parse', source, options), isParsedResume);
}

export async function scoreResume(source: ResumeSource, options: UploadOptions = {}) {
  const answer = await sendResume<{ resume: ParsedResume; scorecard: Scorecard }>('resumes/score', source, options);
  return expect(answer, (a) => isObject(a.scorecard) && typeof a.scorecard.total === 'number' && Array.isArray(a.scorecard.categories));
}

/** ATS checks read the file itself (layout, fonts, hidden text), so they take a file only. */
export async function checkAts(file: File, options: UploadOptions = {}) {
  const answer = await postFiles<{ resume: ParsedResume; report: AtsReport }>('resumes/ats', resumeForm({ kind: 'file', file }), options);
  return expect(answer, (a) => isObject(a.report) && Array.isArray(a.report.findings) && typeof a.report.atsText === 'string');
}

export async function enhanceResume(source: ResumeSource, options: UploadOptions = {}) {
  const answer = await sendResume<{ resume: ParsedResume; enhancement: ResumeEnhancement }>('resumes/enhance', source, options);
  return expect(answer, (a) => isObject(a.enhancement) && Array.isArray(a.enhancement.bullets));
}

export async function parseJob(text: string, options: UploadOptions = {}): Promise<ParsedJob> {
  return expect(await postJson<ParsedJob>('jobs/parse', { text }, options), (j) => Array.isArray(j.requiredSkills) && Array.isArray(j.responsibilities));
}

export async function generateJob(input: JobDraftInput, options: UploadOptions = {}): Promise<JobDraft> {
  return expect(await postJson<JobDraft>('jobs/generate', input, options), (d) => Array.isArray(d.sections) && Array.isArray(d.inclusiveLanguage));
}

export async function normalizeValue(kind: NormalizeKind, value: string, options: UploadOptions = {}): Promise<NormalizeResult> {
  return expect(await postJson<NormalizeResult>('normalize', { kind, value }, options), (r) => isObject(r.value));
}

export async function extractSkills(text: string, options: UploadOptions = {}): Promise<SkillExtraction> {
  return expect(await postJson<SkillExtraction>('skills', { text }, options), (s) => Array.isArray(s.skills) && Array.isArray(s.inferred));
}

export async function matchResume(job: string, resume: ResumeSource, options: UploadOptions = {}): Promise<MatchResult> {
  const answer =
    resume.kind === 'file'
      ? await postFiles<MatchResult>('match', resumeForm(resume, { job }), options)
      : await postJson<MatchResult>('match', { job, resume: resume.text }, options);
  return expect(answer, (m) => typeof m.score === 'number' && Array.isArray(m.matched) && Array.isArray(m.missing));
}

export type RankedFile = RankedResume<string>;

/** Ranks uploaded resumes against one job, best first; ids are the file names. */
export async function rankResumes(job: string, files: File[], options: UploadOptions = {}): Promise<RankedFile[]> {
  const form = new FormData();
  form.append('job', job);
  for (const file of files) form.append('file', file, file.name);
  const answer = await postFiles<{ ranked: RankedFile[] }>('rank', form, options);
  return expect(answer, (a) => Array.isArray(a.ranked)).ranked;
}

export async function extractKeywords(text: string, max: number, options: UploadOptions = {}): Promise<Keyphrase[]> {
  const answer = await postJson<{ keywords: Keyphrase[] }>('keywords', { text, max }, options);
  return expect(answer, (a) => Array.isArray(a.keywords)).keywords;
}

export async function summarize(text: string, sentences: number, options: UploadOptions = {}): Promise<TextSummary> {
  return expect(await postJson<TextSummary>('summarize', { text, sentences }, options), (s) => typeof s.summary === 'string' && Array.isArray(s.sentences));
}
