/**
 * Learns the ranker's weights (`src/match/rank-weights.ts`) on TUNE parts only, in equal shares from
 * two sources: the generated corpus's 14 tune jobs (built from profession data) × its tune
 * resumes, graded relevance from the corpus truth; and the real postings of the real-ranking
 * labels' tune split × the 145 real resumes of shared/data/resumes-real-dev, graded by hand. The
 * generated corpus alone taught the ranker to trust BM25 over the whole posting, which real
 * postings (mostly company story and benefits) punish. Coordinate ascent (Metzler & Croft's
 * method for linear ranking functions) on mean nDCG@10 + nDCG@5, minus a penalty for each
 * stuffed resume in a generated job's top 3; one ascent per real tune posting left out, the
 * weights averaged (`learn`).
 * Run: `npx tsx genai-lab/scripts/learn-rank-weights.ts [--cv] [--without=a,b]` (after `npm run
 * corpus -w genai-lab`); `--without` holds features at 0; `--cv` first prints each real tune
 * posting's nDCG@5 under weights learnt the same way without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TUNE_JOBS, relevance } from '../corpus/jobs';
import { realRankingPools } from '../eval/real-ranking.eval';
import { loadParsedPart } from '../eval/corpus-ranking.eval';
import { matchProfile, prepareJob } from 'genai';
import { closePdfWorker, dot, FEATURE_NAMES, type FeatureVector, ndcgAtK, poolFeatures } from 'genai/lab';
import { buildResumeProfile } from 'genai';

const NOW = { year: 2025, month: 6 };
const GRID = [-3, -2, -1.5, -1, -0.6, -0.3, -0.15, 0, 0.15, 0.3, 0.6, 1, 1.5, 2, 3, 4, 6];
const STUFFED_PENALTY = 0.1;
/** Signals of gaming the match may only count against a resume, whatever the data rewards. */
const NON_POSITIVE = new Set<string>(['stuffing', 'listedOnly']);
/**
 * Evidence of fit may only count for a resume: a negative weight would rank a resume lower for
 * having the job's required skills or its title, and the row's reason (rank-reason.ts) would say so.
 */
const NON_NEGATIVE = new Set<string>(['match', 'requiredSkills', 'titleAndSeniority', 'seniority', 'occupation', 'titleWords']);
/** `--without=a,b`: features held at 0, to measure what they add. */
const WITHOUT = new Set((process.argv.find((a) => a.startsWith('--without='))?.slice(10) ?? '').split(',').filter(Boolean));

interface Pool {
  ids: string[];
  features: FeatureVector[];
  rel: Record<string, number>;
  stuffed: Set<string>;
}

function order(pool: Pool, w: FeatureVector): string[] {
  return pool.ids
    .map((id, i) => ({ id, s: dot(w, pool.features[i]!) }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.id);
}

function mean(set: Pool[], w: FeatureVector): number {
  let total = 0;
  for (const pool of set) {
    const ranked = order(pool, w);
    total +=
      (ndcgAtK(ranked, pool.rel, 10) + ndcgAtK(ranked, pool.rel, 5)) / 2 - STUFFED_PENALTY * ranked.slice(0, 3).filter((id) => pool.stuffed.has(id)).length;
  }
  return set.length ? total / set.length : 0;
}

/** Coordinate ascent from the match score alone over the grid, within the sign limits. */
function ascend(generated: Pool[], real: Pool[]): { weights: FeatureVector; best: number } {
  // Each source counts half, so 14 generated jobs do not outvote the real postings. matching-dev's
  // four jobs stay out: it is near its ceiling, and as a third share it pulled the real postings down.
  const sources = [generated, real].filter((set) => set.length);
  const objective = (w: FeatureVector) => sources.reduce((sum, set) => sum + mean(set, w), 0) / sources.length;
  let weights = Object.fromEntries(FEATURE_NAMES.map((n) => [n, n === 'match' ? 1 : 0])) as FeatureVector;
  let best = objective(weights);
  for (let pass = 0; pass < 12; pass++) {
    let improved = false;
    for (const name of FEATURE_NAMES.filter((n) => !WITHOUT.has(n))) {
      for (const value of GRID.filter((v) => (!NON_POSITIVE.has(name) || v <= 0) && (!NON_NEGATIVE.has(name) || v >= 0))) {
        const candidate = { ...weights, [name]: value };
        const score = objective(candidate);
        if (score > best + 1e-9) {
          best = score;
          weights = candidate;
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return { weights, best };
}

/**
 * The committee: one ascent per real posting left out, weights averaged. With a handful of real
 * postings one ascent's optimum turns on which postings it saw (a feature in or out by a hair);
 * the average keeps what most of them agree on, as bagging does.
 */
function learn(generated: Pool[], real: Pool[]): FeatureVector {
  if (real.length < 3) return ascend(generated, real).weights;
  const members = real.map(
    (left) =>
      ascend(
        generated,
        real.filter((p) => p !== left),
      ).weights,
  );
  return Object.fromEntries(FEATURE_NAMES.map((n) => [n, Math.round((members.reduce((s, w) => s + w[n], 0) / members.length) * 1000) / 1000])) as FeatureVector;
}

async function main(): Promise<void> {
  const resumes = await loadParsedPart('tune');
  const jobs = TUNE_JOBS.map((job) => {
    const prepared = prepareJob(job.text);
    const profiles = resumes.map((r) => buildResumeProfile({ text: r.parsed.text, resume: r.parsed.resume }, { now: NOW, jobShingles: prepared.shingles }));
    const features = poolFeatures(
      prepared,
      resumes.map((r, i) => ({
        text: r.parsed.text,
        resume: r.parsed.resume,
        titles: profiles[i]!.titles.map((t) => t.role ?? t.title),
        match: matchProfile(prepared, profiles[i]!),
      })),
    );
    const rel = Object.fromEntries(resumes.map((r) => [r.truth.id, relevance(job, r.truth)]));
    const stuffed = new Set(resumes.filter((r) => r.truth.stuffedFor === job.profession && r.truth.profession !== job.profession).map((r) => r.truth.id));
    return { ids: resumes.map((r) => r.truth.id), features, rel, stuffed };
  });
  const real = realRankingPools('tune').map((pool) => ({ ...pool, stuffed: new Set<string>() }));
  console.log(`${jobs.length} generated jobs, ${real.length} real postings`);
  // Leave one real tune posting out at a time: the committee learnt without it, scored on it, says
  // what the features hold on a posting the learner never saw (a handful of postings is few to trust).
  if (process.argv.includes('--cv')) {
    const held = real.map((posting) => {
      const score = ndcgAtK(
        order(
          posting,
          learn(
            jobs,
            real.filter((p) => p !== posting),
          ),
        ),
        posting.rel,
        5,
      );
      console.log(`held out ${posting.job}: nDCG@5 ${score.toFixed(3)}`);
      return score;
    });
    console.log(`leave-one-posting-out mean nDCG@5 ${(held.reduce((a, b) => a + b, 0) / held.length).toFixed(3)}`);
  }
  const weights = learn(jobs, real);
  const sources = [jobs, real];
  const best = sources.reduce((sum, set) => sum + mean(set, weights), 0) / sources.length;
  console.log(`committee: ${JSON.stringify(weights)}`);
  const body = FEATURE_NAMES.map((n) => `${n}: ${Math.round(weights[n] * 1000) / 1000}`).join(', ');
  const file = path.resolve(__dirname, '../../genai/src/match/rank-weights.ts');
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/export const RANK_WEIGHTS: FeatureVector = \{[\s\S]*?\};/, `export const RANK_WEIGHTS: FeatureVector = {\n  ${body},\n};`);
  fs.writeFileSync(file, text);
  console.log(`tune objective ${best.toFixed(4)}; weights written to ${file}`);
  await closePdfWorker();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
