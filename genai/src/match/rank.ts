/**
 * Ranks many resumes against one job: the job is parsed once, each resume profiled and matched
 * once. `order: 'learned'` orders by a learned combination (`rank-weights.ts`) of the match
 * parts, BM25 over the pool's sections, O*NET occupation similarity, seniority and stuffing
 * signals (`rankScore`); the default `'match'` orders by the explainable 0–100 match score, which
 * callers that show the score beside the order (the api's /rank) rely on. `score` is always the
 * match score.
 */
import { matchProfile, prepareJob, type MatchResult, type PreparedJob } from './match-job';
import { dot, poolFeatures, type FeatureVector } from './rank-features';
import { RANK_WEIGHTS } from './rank-weights';
import { buildResumeProfile, type ProfileOptions, type ResumeInput } from './resume-profile';

export interface RankedResume<Id> {
  id: Id;
  score: number;
  /** The learned ranking score the order follows (comparable within one ranking only). */
  rankScore: number;
  result: MatchResult;
}

export interface RankOptions extends ProfileOptions {
  /** What the order follows: the match score (default) or the learned ranking score. */
  order?: 'match' | 'learned';
  /** Weights for the learned order; default the learned ones. */
  weights?: FeatureVector;
}

export function rankResumes<Id>(job: string | PreparedJob, resumes: { id: Id; input: ResumeInput }[], options: RankOptions = {}): RankedResume<Id>[] {
  const prepared = typeof job === 'string' ? prepareJob(job) : job;
  const { weights = RANK_WEIGHTS, order = 'match', ...profileOptions } = options;
  const results = resumes.map(({ input }) => matchProfile(prepared, buildResumeProfile(input, { ...profileOptions, jobShingles: prepared.shingles })));
  const features = poolFeatures(prepared, resumes.map(({ input }, i) => ({ text: input.text, ...(input.resume ? { resume: input.resume } : {}), match: results[i]! })));
  const ranked = resumes.map(({ id }, i) => ({ id, score: results[i]!.score, rankScore: Math.round(dot(weights, features[i]!) * 1e6) / 1e6, result: results[i]! }));
  // Stable: equal scores keep the input order.
  const primary = (r: RankedResume<Id>) => (order === 'learned' ? r.rankScore : r.score);
  return ranked.map((r, i) => ({ r, i })).sort((a, b) => primary(b.r) - primary(a.r) || b.r.score - a.r.score || a.i - b.i).map(({ r }) => r);
}
