/**
 * Ranking on the generated corpus: for each job of a part, every resume of that part is ranked
 * by the HireGen ranker (`rankResumes`, parsed document in) and by plain BM25 over the same
 * parsed text, in the same run. Prints nDCG@5/@10 for both and how often a stuffed resume
 * (hidden text or a keyword dump aimed at that job's profession) reaches a job's top 3.
 * Held-out jobs and resumes are never used to learn the ranker's weights.
 */
import { HELD_OUT_JOBS, TUNE_JOBS, relevance, type CorpusJob } from '../corpus/jobs';
import type { CorpusTruth } from '../corpus/truth';
import { bm25Scores, buildBm25 } from 'genai';
import { rankResumes } from 'genai';
import { ndcgAtK } from 'genai/lab';
import type { ParsedResume } from 'genai';
import { loadCorpus, parseCorpusDocument } from './corpus-data';

/** A fixed "now" so open date ranges give the same years on every run (the corpus's now). */
const NOW = { year: 2025, month: 6 };
/** The bar of the issue: nDCG@5 at least BM25 + 0.03 on the held-out part, no stuffed resume in a top 3. */
export const RANKING_MARGIN = 0.03;

export interface RankingFigures {
  ndcg5: number;
  ndcg10: number;
  stuffedInTop3: number;
}
export interface CorpusRankingEval {
  jobs: number;
  resumes: number;
  hiregen: RankingFigures;
  bm25: RankingFigures;
  perJob: { job: string; hiregen: number; bm25: number }[];
}

export interface LoadedResume {
  truth: CorpusTruth;
  parsed: ParsedResume;
}

export async function loadParsedPart(split: CorpusTruth['split']): Promise<LoadedResume[]> {
  const out: LoadedResume[] = [];
  for (const doc of loadCorpus(split)) out.push({ truth: doc.truth, parsed: await parseCorpusDocument(doc) });
  return out;
}

export function evaluateRanking(
  jobs: CorpusJob[],
  resumes: LoadedResume[],
  rank: (job: CorpusJob) => string[] = (job) =>
    rankResumes(
      job.text,
      resumes.map((r) => ({ id: r.truth.id, input: { text: r.parsed.text, resume: r.parsed.resume } })),
      { now: NOW, order: 'learned' },
    ).map((r) => r.id),
): CorpusRankingEval {
  const bm = buildBm25(resumes.map((r) => r.parsed.text));
  const sum = { h5: 0, h10: 0, b5: 0, b10: 0, hStuffed: 0, bStuffed: 0 };
  const perJob: CorpusRankingEval['perJob'] = [];
  for (const job of jobs) {
    const rel = Object.fromEntries(resumes.map((r) => [r.truth.id, relevance(job, r.truth)]));
    const stuffed = new Set(resumes.filter((r) => r.truth.stuffedFor === job.profession && r.truth.profession !== job.profession).map((r) => r.truth.id));
    const ours = rank(job);
    const scores = bm25Scores(bm, job.text);
    const theirs = resumes
      .map((r, i) => ({ id: r.truth.id, s: scores[i] ?? 0 }))
      .sort((a, b) => b.s - a.s)
      .map((x) => x.id);
    const h5 = ndcgAtK(ours, rel, 5),
      b5 = ndcgAtK(theirs, rel, 5);
    sum.h5 += h5;
    sum.b5 += b5;
    sum.h10 += ndcgAtK(ours, rel, 10);
    sum.b10 += ndcgAtK(theirs, rel, 10);
    sum.hStuffed += ours.slice(0, 3).filter((id) => stuffed.has(id)).length;
    sum.bStuffed += theirs.slice(0, 3).filter((id) => stuffed.has(id)).length;
    perJob.push({ job: job.id, hiregen: h5, bm25: b5 });
  }
  const n = jobs.length;
  return {
    jobs: n,
    resumes: resumes.length,
    perJob,
    hiregen: { ndcg5: sum.h5 / n, ndcg10: sum.h10 / n, stuffedInTop3: sum.hStuffed },
    bm25: { ndcg5: sum.b5 / n, ndcg10: sum.b10 / n, stuffedInTop3: sum.bStuffed },
  };
}

/** The same ranking with the match score as the order (what the product used before the learned order). */
export function matchOrder(resumes: LoadedResume[]): (job: CorpusJob) => string[] {
  return (job) =>
    rankResumes(
      job.text,
      resumes.map((r) => ({ id: r.truth.id, input: { text: r.parsed.text, resume: r.parsed.resume } })),
      { now: NOW, order: 'match' },
    ).map((r) => r.id);
}

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const heldResumes = await loadParsedPart('held-out');
  const tuneResumes = await loadParsedPart('tune');
  const held = evaluateRanking(HELD_OUT_JOBS, heldResumes);
  const tune = evaluateRanking(TUNE_JOBS, tuneResumes);
  const heldMatch = evaluateRanking(HELD_OUT_JOBS, heldResumes, matchOrder(heldResumes)).hiregen;
  const tuneMatch = evaluateRanking(TUNE_JOBS, tuneResumes, matchOrder(tuneResumes)).hiregen;
  const f = (n: number) => n.toFixed(3);
  const passed = held.hiregen.ndcg5 >= held.bm25.ndcg5 + RANKING_MARGIN && held.hiregen.stuffedInTop3 === 0;
  return {
    title: `Ranking on the generated corpus: held-out ${held.jobs} jobs × ${held.resumes} resumes, tune ${tune.jobs} × ${tune.resumes}`,
    table: [
      'part      order                     nDCG@5  nDCG@10  stuffed in a top 3',
      `held-out  HireGen learned (product) ${f(held.hiregen.ndcg5)}   ${f(held.hiregen.ndcg10)}    ${held.hiregen.stuffedInTop3}`,
      `held-out  HireGen match score       ${f(heldMatch.ndcg5)}   ${f(heldMatch.ndcg10)}    ${heldMatch.stuffedInTop3}`,
      `held-out  BM25                      ${f(held.bm25.ndcg5)}   ${f(held.bm25.ndcg10)}    ${held.bm25.stuffedInTop3}`,
      `tune      HireGen learned (product) ${f(tune.hiregen.ndcg5)}   ${f(tune.hiregen.ndcg10)}    ${tune.hiregen.stuffedInTop3}`,
      `tune      HireGen match score       ${f(tuneMatch.ndcg5)}   ${f(tuneMatch.ndcg10)}    ${tuneMatch.stuffedInTop3}`,
      `tune      BM25                      ${f(tune.bm25.ndcg5)}   ${f(tune.bm25.ndcg10)}    ${tune.bm25.stuffedInTop3}`,
      `held-out per job nDCG@5 (HireGen/BM25): ${held.perJob.map((j) => `${j.job} ${f(j.hiregen)}/${f(j.bm25)}`).join(', ')}`,
      `bar: HireGen nDCG@5 ≥ BM25 + ${RANKING_MARGIN} and no stuffed resume in a top 3: ${passed ? 'ok' : 'BELOW'}`,
    ].join('\n'),
    passed,
  };
}
