/**
 * POST /api/v1/rank: the job text and every resume file in one multipart request, sent with
 * shared-auth's postForm (XMLHttpRequest, for upload progress). A time limit, and every failure
 * becomes a RankRequestError whose message is fit to show: the api's `{ message }` when it
 * sent one. The answer is checked and turned into the screen's compact Ranking.
 */
import type { MatchResult, RankedResume } from 'genai';
import { postForm, PostFormError, serverMessage, withRetryAfter, type FormAnswer } from 'shared-auth/post-form';
import type { Ranking, RankingRow } from '../types/ranking';

export const RANK_URL = '/api/v1/rank';
/** The api gives a whole rank request 120 s; the upload itself comes on top of that. */
export const RANK_TIMEOUT_MS = 180_000;
/** Enough chips to read at a glance and to fit in sessionStorage for 200 resumes. */
const MAX_SKILLS = 12;
const MAX_SUMMARY_CHARS = 1_500;

export const NETWORK_FAILED = 'Could not reach HireGen. Check your connection and try again.';
export const TIMED_OUT = 'Ranking took too long, so we stopped waiting. Try fewer or smaller resumes.';
export const BAD_ANSWER = 'HireGen sent an answer this page could not read. Please try again.';
export const CANCELLED = 'Ranking cancelled.';

export class RankRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no answer came. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RankRequestError';
  }
}

export interface RankOptions {
  /** Fraction 0..1 of the upload sent. */
  onProgress?: (fraction: number) => void;
  /** Called once every byte is sent: the api is reading and ranking now. */
  onUploaded?: () => void;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function messageForStatus(status: number): string {
  if (status === 413) return 'The upload is too large: at most 200 resumes, 10 MB each.';
  if (status === 415) return 'Only PDF and Word (.docx) resumes can be ranked.';
  if (status === 422) return 'None of the resumes could be read. If they are scans, export them again as text PDFs.';
  if (status === 429) return 'Too many requests right now. Wait a minute and try again.';
  if (status === 504) return 'Ranking took longer than the time limit. Try fewer resumes at a time.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request was not accepted. Check the job description and the files, and try again.';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 500): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);
const texts = (value: unknown, max: number): string[] =>
  Array.isArray(value) ? value.map((entry) => text(entry)).filter((entry): entry is string => entry !== undefined).slice(0, max) : [];

function rowFromRanked(entry: unknown): RankingRow | undefined {
  if (!isRecord(entry)) return undefined;
  const file = text(entry.id, 200);
  if (!file) return undefined;
  // A file the api could not read may come back as a ranked entry with an error.
  const error = text(entry.error);
  if (error) return { file, error, matched: [], missing: [], strengths: [], gaps: [] };
  const ranked = entry as unknown as RankedResume<string>;
  const result: Partial<MatchResult> = isRecord(ranked.result) ? ranked.result : {};
  if (typeof ranked.score !== 'number' || !Number.isFinite(ranked.score)) return undefined;
  const matched = Array.isArray(result.matched) ? [...result.matched].filter(isRecord) : [];
  const missing = Array.isArray(result.missing) ? [...result.missing].filter(isRecord) : [];
  // Strongest matches first; required gaps before preferred ones.
  matched.sort((a, b) => (a.importance === b.importance ? (b.credit ?? 0) - (a.credit ?? 0) : a.importance === 'required' ? -1 : 1));
  missing.sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1));
  const candidate: Partial<MatchResult['candidate']> = isRecord(result.candidate) ? result.candidate : {};
  const years = candidate.yearsExperience;
  return {
    file,
    score: Math.round(Math.min(100, Math.max(0, ranked.score))),
    currentTitle: text(candidate.currentTitle, 120),
    yearsExperience: typeof years === 'number' && Number.isFinite(years) && years >= 0 ? Math.round(years * 10) / 10 : undefined,
    matched: texts(matched.map((skill) => skill.skill), MAX_SKILLS),
    missing: texts(missing.map((skill) => skill.skill), MAX_SKILLS),
    summary: text(result.summary, MAX_SUMMARY_CHARS),
    strengths: texts(result.strengths, 5),
    gaps: texts(result.gaps, 5),
  };
}

/**
 * The api's `{ ranked, failed }` as rows: ranked ones best first (the api sends them so; a
 * stable sort keeps that promise if it ever did not), then the unreadable files with reasons.
 */
export function rankingFromResponse(data: unknown, now: Date = new Date()): Ranking {
  if (!isRecord(data) || !Array.isArray(data.ranked)) throw new RankRequestError(BAD_ANSWER);
  const rows = data.ranked.map(rowFromRanked);
  if (rows.some((row) => row === undefined)) throw new RankRequestError(BAD_ANSWER);
  const all = rows as RankingRow[];
  const ranked = all.filter((row) => row.error === undefined).sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  ranked.forEach((row, index) => {
    row.rank = index + 1;
  });
  const failed: RankingRow[] = all.filter((row) => row.error !== undefined);
  for (const entry of Array.isArray(data.failed) ? data.failed : []) {
    const file = isRecord(entry) ? text(entry.id, 200) : undefined;
    if (!file || !isRecord(entry)) continue;
    failed.push({ file, error: text(entry.message) ?? 'This file could not be read.', matched: [], missing: [], strengths: [], gaps: [] });
  }
  const first = data.ranked[0];
  const job = isRecord(first) && isRecord(first.result) && isRecord(first.result.job) ? first.result.job : {};
  return { jobTitle: text(job.title, 160), rankedAt: now.toISOString(), rows: [...ranked, ...failed] };
}

/** The multipart body: the job text first, then one "file" part per resume, in list order. */
export function rankForm(job: string, files: File[]): FormData {
  const form = new FormData();
  form.append('job', job);
  for (const file of files) form.append('file', file, file.name);
  return form;
}

const FAILURE_TEXT = { network: NETWORK_FAILED, timeout: TIMED_OUT, cancelled: CANCELLED } as const;

export async function rankResumes(job: string, files: File[], options: RankOptions = {}): Promise<Ranking> {
  let answer: FormAnswer;
  try {
    answer = await postForm(RANK_URL, rankForm(job, files), { ...options, timeoutMs: options.timeoutMs ?? RANK_TIMEOUT_MS });
  } catch (error) {
    throw error instanceof PostFormError ? new RankRequestError(FAILURE_TEXT[error.failure]) : error;
  }
  const { status, data, retryAfter } = answer;
  if (status >= 200 && status < 300) return rankingFromResponse(data);
  throw new RankRequestError(withRetryAfter(serverMessage(data) ?? messageForStatus(status), status, retryAfter), status);
}
