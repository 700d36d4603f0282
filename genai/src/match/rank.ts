/**
 * Ranks many resumes against one job: the job is parsed once, each resume profiled and matched
 * once. The default order, `'learned'`, follows a learned combination (`rank-weights.ts`) of the
 * match parts, BM25 over the pool's sections, O*NET occupation similarity, seniority and stuffing
 * signals (`rankScore`): on the corpus's held-out jobs and on real postings it beats both the
 * match-score order and plain BM25 (figures: genai/README.md, "Ranker"). `order: 'match'` orders by the explainable 0–100 match score alone. `score` is always the
 * match score; a resume the learned order puts above a higher score carries `rankReason`, the
 * ranker's features that put it there, so a caller showing the score beside the order can say why.
 */
import { matchProfile, prepareJob, type MatchResult, type PreparedJob } from './match-job';
import { dot, poolFeatures, type FeatureVector } from './rank-features';
import { rankReason, type RankReason } from './rank-reason';
import { RANK_WEIGHTS } from './rank-weights';
import { buildResumeProfile, type ProfileOptions, type ResumeInput } from './resume-profile';

export interface RankedResume<Id> {
  id: Id;
  score: number;
  /** The learned ranking score the order follows (comparable within one ranking only). */
  rankScore: number;
  result: MatchResult;
  /** Present when a resume with a higher match score is ranked below this one: why. */
  rankReason?: RankReason;
}

export interface RankOptions extends ProfileOptions {
  /** What the order follows: the learned ranking score (default) or the match score. */
  order?: 'match' | 'learned';
  /** Weights for the learned order; default the learned ones. */
  weights?: FeatureVector;
}

export function rankResumes<Id>(job: string | PreparedJob, resumes: { id: Id; input: ResumeInput }[], options: RankOptions = {}): RankedResume<Id>[] {
  const prepared = typeof job === 'string' ? prepareJob(job) : job;
  const { weights = RANK_WEIGHTS, order = 'learned', ...profileOptions } = options;
  const profiles = resumes.map(({ input }) => buildResumeProfile(input, { ...profileOptions, jobShingles: prepared.shingles }));
  const results = profiles.map((profile) => matchProfile(prepared, profile));
  // BM25 reads the text the matcher read: runs copied from the job (pasted or hidden) are out, or
  // pasting the job into a resume would buy the lexical features what the matcher refuses it.
  const features = poolFeatures(
    prepared,
    resumes.map(({ input }, i) => ({
      text: profiles[i]!.usableText,
      titles: profiles[i]!.titles.map((t) => t.role ?? t.title),
      ...(input.resume ? { resume: input.resume } : {}),
      match: results[i]!,
    })),
  );
  const ranked = resumes.map(({ id }, i) => ({
    id,
    score: results[i]!.score,
    rankScore: Math.round(dot(weights, features[i]!) * 1e6) / 1e6,
    result: results[i]!,
    features: features[i]!,
  }));
  // Stable: equal scores keep the input order.
  const primary = (r: RankedResume<Id>) => (order === 'learned' ? r.rankScore : r.score);
  const sorted = ranked
    .map((r, i) => ({ r, i }))
    .sort((a, b) => primary(b.r) - primary(a.r) || b.r.score - a.r.score || a.i - b.i)
    .map(({ r }) => r);
  // Each row that sits above a higher match score is explained against the highest one below it.
  let best: (typeof sorted)[number] | undefined;
  const reasons = new Map<number, RankReason>();
  for (let i = sorted.length - 1; i >= 0; i--) {
    const row = sorted[i]!;
    if (best && best.score > row.score) {
      const reason = rankReason(weights, { features: row.features, match: row.result }, { features: best.features, match: best.result });
      if (reason) reasons.set(i, reason);
    }
    if (!best || row.score > best.score) best = row;
  }
  return sorted.map(({ features: _features, ...row }, i) => {
    const reason = reasons.get(i);
    return reason ? { ...row, rankReason: reason } : row;
  });
}
