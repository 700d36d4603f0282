// `npx tsx genai-lab/scripts/learn-job-skill-weights.ts`: learns the job parser's skill-confidence
// weights and threshold (data/job-skill-weights.json, read by src/jobs/job-skills.ts) by logistic
// regression on the tune part of jobs-real-dev only. A found skill is right when it is in the truth
// list it was filed in, wrong when it is in no list; skills of the neutral `other` list are left out.
// Deterministic: full-batch gradient descent from zero weights over examples in posting order.
// Then it runs itself again with `--record` (a fresh process, so the new weights are the ones
// loaded) to store the tune figures those weights give; test/job-skill-model.test.ts checks them.
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { evaluateJobs, jobsDir, loadJobPostings, skillKey, sourceKey, type JobPosting, type Source } from '../eval/job-parser.eval';
import { headWord, SKILL_FEATURES, STOPWORDS, useSkillHeads } from 'genai/lab';
import { parseJob, type JobSkill } from 'genai';

interface Example {
  x: number[];
  y: number;
  importance: 'required' | 'preferred';
  posting: string;
  key: number;
}

// The weights are the engine's data: written into the genai workspace beside this one.
const MODEL_FILE = path.join(__dirname, '..', '..', 'genai', 'data', 'job-skill-weights.json');

if (process.argv.includes('--record')) {
  const tune = evaluateJobs('tune');
  const model = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as Record<string, unknown>;
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  model.tune = { requiredF1: r3(tune.required.f1), preferredF1: r3(tune.preferred.f1) };
  fs.writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 1)}\n`);
  console.log(`tune with these weights: required F1 ${(100 * tune.required.f1).toFixed(1)}%, preferred F1 ${(100 * tune.preferred.f1).toFixed(1)}%`);
  process.exit(0);
}

// Skill heads: a last word that ends two or more labelled skills (any list) of the postings given.
function headsOf(postings: JobPosting[]): string[] {
  const headCounts = new Map<string, number>();
  for (const p of postings) {
    for (const entry of [...p.truth.required_skills, ...p.truth.preferred_skills, ...p.truth.other_skills]) {
      const heads = new Set(
        entry
          .split('|')
          .map(headWord)
          .filter((h) => h.length >= 3 && !STOPWORDS.has(h)),
      );
      for (const h of heads) headCounts.set(h, (headCounts.get(h) ?? 0) + 1);
    }
  }
  return [...headCounts]
    .filter(([, n]) => n >= 2)
    .map(([h]) => h)
    .sort();
}
const tunePostings = loadJobPostings('tune');
const heads = headsOf(tunePostings);
useSkillHeads(heads);

const truthSizes = { required: 0, preferred: 0 };
const truthByPosting = new Map<string, { required: number; preferred: number }>();
const sources = JSON.parse(fs.readFileSync(path.join(jobsDir(), 'sources.json'), 'utf8')) as Source[];
const sourceOf = new Map(sources.map((s) => [s.id, sourceKey(s)]));
for (const p of tunePostings) {
  truthSizes.required += p.truth.required_skills.length;
  truthSizes.preferred += p.truth.preferred_skills.length;
  truthByPosting.set(p.id, { required: p.truth.required_skills.length, preferred: p.truth.preferred_skills.length });
}

/** Every candidate skill of the postings with its features, under the skill heads in use. */
function examplesOf(postings: JobPosting[]): Example[] {
  const out: Example[] = [];
  for (const p of postings) {
    const features = new Map<JobSkill, number[]>();
    const job = parseJob(p.text, { features });
    const entries = (list: string[]) => list.map((e) => e.split('|').map(skillKey));
    for (const s of [...job.requiredSkills, ...job.preferredSkills]) {
      const own = entries(s.importance === 'required' ? p.truth.required_skills : p.truth.preferred_skills);
      const forms = [s.name, s.span?.text ?? ''].map(skillKey);
      const i = own.findIndex((alts) => alts.some((a) => forms.includes(a)));
      const neutral = entries(p.truth.other_skills).some((alts) => alts.some((a) => forms.includes(a)));
      if (i < 0 && neutral) continue;
      const x = features.get(s);
      if (!x) continue; // set by a rule, not weighed by the model ("bilingual imperative")
      out.push({ x, y: i >= 0 ? 1 : 0, importance: s.importance, posting: p.id, key: i });
    }
  }
  return out;
}
// `--learn=a,b`: learn only the named features, holding the committed file's other weights, its
// threshold and heads. Relearning everything moves every weight at once, and the real-ranking
// eval's report postings (test/real-ranking.eval.test.ts) have fallen under their floor that way;
// a feature added for one kind of miss is learnt alone. (The file must list a new feature, weight 0,
// before the engine loads: it refuses weights learnt over other features.)
const learnOnly = process.argv
  .find((a) => a.startsWith('--learn='))
  ?.slice('--learn='.length)
  .split(',');
const newOnly = learnOnly !== undefined;
const committed = JSON.parse(fs.readFileSync(MODEL_FILE, 'utf8')) as { features: string[]; weights: number[]; threshold: number; heads: string[] };
const held = new Map<number, number>();
if (learnOnly) {
  useSkillHeads(committed.heads);
  SKILL_FEATURES.forEach((name, i) => {
    const at = committed.features.indexOf(name);
    if (!learnOnly.includes(name) && at >= 0) held.set(i, committed.weights[at]!);
  });
}
const examples = examplesOf(tunePostings);

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Plain batch gradient descent with a little L2; the features are few and binary. With `held`,
 * those weights start at the given values and stay there: only the others are learnt.
 */
function train(data: Example[], held?: Map<number, number>): number[] {
  const w = SKILL_FEATURES.map((_, i) => held?.get(i) ?? 0);
  for (let epoch = 0; epoch < 4000; epoch++) {
    const grad = w.map(() => 0);
    for (const e of data) {
      const err = sigmoid(e.x.reduce((a, v, i) => a + v * w[i]!, 0)) - e.y;
      e.x.forEach((v, i) => {
        grad[i]! += err * v;
      });
    }
    w.forEach((_, i) => {
      if (held?.has(i)) return;
      w[i]! -= 0.5 * (grad[i]! / data.length + 0.001 * w[i]!);
    });
  }
  return w;
}

interface Counts {
  tp: number;
  fp: number;
  truth: number;
}

function countsAt(w: number[], data: Example[], sizes: Record<'required' | 'preferred', number>, t: number, importance: 'required' | 'preferred'): Counts {
  const kept = data.filter((e) => e.importance === importance && sigmoid(e.x.reduce((a, v, i) => a + v * w[i]!, 0)) >= t);
  return {
    tp: new Set(kept.filter((e) => e.y === 1).map((e) => `${e.posting}#${e.key}`)).size,
    fp: kept.filter((e) => e.y === 0).length,
    truth: sizes[importance],
  };
}

function f1Of(c: Counts): number {
  const precision = c.tp / Math.max(1, c.tp + c.fp);
  const recall = c.tp / Math.max(1, c.truth);
  return precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
}

/** The threshold with the best mean of required and preferred F1 on `data`. */
function bestThreshold(w: number[], data: Example[], sizes: Record<'required' | 'preferred', number>): number {
  let best = { t: 0, score: -1 };
  for (let t = 0; t <= 0.8; t += 0.02) {
    const score = (f1Of(countsAt(w, data, sizes, t, 'required')) + f1Of(countsAt(w, data, sizes, t, 'preferred'))) / 2;
    if (score > best.score) best = { t: Math.round(t * 100) / 100, score };
  }
  return best.t;
}

// `--cv`: 5-fold cross-validation by source on the tune part (a source's postings share a fold), to
// judge a feature before keeping it; prints the pooled out-of-fold F1 and writes nothing.
if (process.argv.includes('--cv')) {
  const folds = 5;
  const foldOf = (posting: string) => [...sourceOf.get(posting)!].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % folds;
  const pooled = { required: { tp: 0, fp: 0, truth: 0 }, preferred: { tp: 0, fp: 0, truth: 0 } };
  for (let k = 0; k < folds; k++) {
    // The heads are learnt from the training folds' labels only, as the weights are: heads from
    // every tune posting would carry the held-back fold's labels into its features.
    useSkillHeads(headsOf(tunePostings.filter((p) => foldOf(p.id) !== k)));
    const foldExamples = examplesOf(tunePostings);
    const trainSet = foldExamples.filter((e) => foldOf(e.posting) !== k);
    const testSet = foldExamples.filter((e) => foldOf(e.posting) === k);
    const sizes = (inFold: boolean) => ({
      required: [...truthByPosting].filter(([id]) => (foldOf(id) === k) === inFold).reduce((a, [, t]) => a + t.required, 0),
      preferred: [...truthByPosting].filter(([id]) => (foldOf(id) === k) === inFold).reduce((a, [, t]) => a + t.preferred, 0),
    });
    const wk = train(trainSet);
    const t = bestThreshold(wk, trainSet, sizes(false));
    for (const imp of ['required', 'preferred'] as const) {
      const c = countsAt(wk, testSet, sizes(true), t, imp);
      pooled[imp].tp += c.tp;
      pooled[imp].fp += c.fp;
      pooled[imp].truth += c.truth;
    }
  }
  console.log(
    `5-fold CV by source (tune part): required F1 ${(100 * f1Of(pooled.required)).toFixed(1)}%, preferred F1 ${(100 * f1Of(pooled.preferred)).toFixed(1)}%`,
  );
  process.exit(0);
}

const w = train(examples, newOnly ? held : undefined);
const best = { t: newOnly ? committed.threshold : bestThreshold(w, examples, truthSizes) };
const f1At = (t: number, importance: 'required' | 'preferred') => f1Of(countsAt(w, examples, truthSizes, t, importance));

console.log(
  `${examples.length} examples (${examples.filter((e) => e.y).length} right)${newOnly ? `, learning ${SKILL_FEATURES.filter((_, i) => !held.has(i)).join(', ')} only` : ''}`,
);
console.log(`SKILL_WEIGHTS = [${w.map((v) => v.toFixed(3)).join(', ')}]  // ${SKILL_FEATURES.join(', ')}`);
console.log(
  `SKILL_THRESHOLD = ${best.t}  // tune: required F1 ${(100 * f1At(best.t, 'required')).toFixed(1)}%, preferred F1 ${(100 * f1At(best.t, 'preferred')).toFixed(1)}% (at 0: ${(100 * f1At(0, 'required')).toFixed(1)}%, ${(100 * f1At(0, 'preferred')).toFixed(1)}%)`,
);

const round = (v: number) => Math.round(v * 1000) / 1000;
fs.writeFileSync(
  MODEL_FILE,
  `${JSON.stringify(
    {
      note: 'Learnt by genai-lab/scripts/learn-job-skill-weights.ts on the tune part of jobs-real-dev (logistic regression over SKILL_FEATURES in src/jobs/job-skills.ts); closed vocabulary only.',
      features: [...SKILL_FEATURES],
      weights: w.map(round),
      threshold: best.t,
      heads: newOnly ? committed.heads : heads,
    },
    null,
    1,
  )}\n`,
);
execFileSync(process.execPath, [require.resolve('tsx/cli'), __filename, '--record'], { stdio: 'inherit' });
