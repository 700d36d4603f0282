/** Ranks many resumes against one job: the job is parsed once, each resume profiled once. */
import { matchProfile, prepareJob, type MatchResult, type PreparedJob } from './match-job';
import { buildResumeProfile, type ProfileOptions, type ResumeInput } from './resume-profile';

export interface RankedResume<Id> {
  id: Id;
  score: number;
  result: MatchResult;
}

export function rankResumes<Id>(job: string | PreparedJob, resumes: { id: Id; input: ResumeInput }[], options: ProfileOptions = {}): RankedResume<Id>[] {
  const prepared = typeof job === 'string' ? prepareJob(job) : job;
  const ranked = resumes.map(({ id, input }) => {
    const result = matchProfile(prepared, buildResumeProfile(input, { ...options, jobShingles: prepared.shingles }));
    return { id, score: result.score, result };
  });
  // Stable: equal scores keep the input order.
  return ranked.map((r, i) => ({ r, i })).sort((a, b) => b.r.score - a.r.score || a.i - b.i).map(({ r }) => r);
}
