// `npx tsx genai-lab/scripts/learn-relevance-weights.ts`: learns the interview relevance model
// (data/relevance-weights.json, read by src/interview/answer-relevance.ts) by logistic regression
// on the tuning stories only: every behavioural story of eval/data/interview/relevance-tune.json and
// every strong answer of pairs-dev.json, asked its own question (on topic) and every other story's
// question of another competency (off topic). The held-out pairs are never read. First the cue
// multipliers (learnCueWeights), then the logistic weights over the readings those give, each
// field's readings taken with multipliers learnt without that field (cross-fitting;
// `--no-cross-fit` turns it off). Classes are weighted to balance; full-batch gradient descent
// from zero weights, so it is deterministic.
// `--cv` prints leave-one-field-out pairwise accuracy instead of writing the weights, and sweeps
// the relevance weighing of answer-feedback.ts (RELEVANCE_WEIGHING) on those out-of-fold chances:
// how often the on-topic story's 1–5 score would be strictly higher, and its mean score;
// `--misses` also lists the pairs the weighing in use loses.
import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  answerFeedback,
  answerRelevance,
  competencyVocabulary,
  contentWords,
  questionSkillIds,
  RELEVANCE_FEATURES,
  RELEVANCE_WEIGHING,
  relevanceFactor,
  type RelevanceFeatures,
  stem,
  useCueWeights,
} from 'genai/lab';
import { jobContext } from 'genai';
import { practiceField } from 'genai';
import { loadPairs, type RelevanceStory } from '../eval/interview-data';

// The weights are the engine's data: written into the genai workspace beside this one.
const MODEL_FILE = path.join(__dirname, '..', '..', 'genai', 'data', 'relevance-weights.json');
const TUNE_FILE = path.join(__dirname, '..', 'eval', 'data', 'interview', 'relevance-tune.json');

const tuneStories = Object.values((JSON.parse(fs.readFileSync(TUNE_FILE, 'utf8')) as { stories: Record<string, RelevanceStory> }).stories);
const devStories: RelevanceStory[] = loadPairs('dev').map((p) => ({
  field: p.field,
  competency: p.competency,
  kind: p.kind,
  question: p.question,
  text: p.strong.answer,
}));
const stories = [...tuneStories, ...devStories].filter((s) => s.kind === 'behavioural');

const domains = new Map<string, string>();
function domainOf(field: string): string {
  if (!domains.has(field)) {
    const ctx = jobContext(practiceField(field)?.job ?? field);
    domains.set(field, [ctx.title, ...ctx.responsibilities, ...ctx.terms].join('\n'));
  }
  return domains.get(field)!;
}

function featuresOf(q: RelevanceStory, answer: string): number[] {
  const f = answerRelevance({
    question: q.question,
    answer,
    competency: q.competency,
    skillIds: questionSkillIds(q.question, q.skill),
    domain: domainOf(q.field),
  }).features as RelevanceFeatures;
  return RELEVANCE_FEATURES.map((name) => f[name]);
}

/**
 * Cue multipliers: how much likelier a cue is in stories of its own competency than in the others',
 * smoothed towards 1 (CUE_PRIOR pseudo-stories each side) and kept within CUE_RANGE.
 */
const CUE_PRIOR = 4;
const CUE_RANGE: [number, number] = [0.25, 2];
function learnCueWeights(train: RelevanceStory[]): Record<string, Record<string, number>> {
  const stemsOf = train.map((s) => [...new Set(contentWords(s.text).map(stem))]);
  const out: Record<string, Record<string, number>> = {};
  for (const [id, vocab] of competencyVocabulary()) {
    const own = train.map((s, i) => [s, i] as const).filter(([s]) => s.competency === id);
    const rest = train.map((s, i) => [s, i] as const).filter(([s]) => s.competency !== id);
    for (const cue of vocab.keys()) {
      const has = (i: number) => stemsOf[i]!.some((a) => a.startsWith(cue));
      const inOwn = own.filter(([, i]) => has(i)).length;
      const inRest = rest.filter(([, i]) => has(i)).length;
      const base = (inOwn + inRest + 1) / (train.length + 2);
      const ratio = (inOwn + CUE_PRIOR * base) / (own.length + CUE_PRIOR) / ((inRest + CUE_PRIOR * base) / (rest.length + CUE_PRIOR));
      const m = Math.max(CUE_RANGE[0], Math.min(CUE_RANGE[1], ratio));
      if (Math.abs(m - 1) > 0.01) (out[id] ??= {})[cue] = Math.round(m * 100) / 100;
    }
  }
  return out;
}

interface Example {
  x: number[];
  y: number;
  field: string;
  question: RelevanceStory;
  other?: RelevanceStory;
}
function examplesOf(list: RelevanceStory[], questions: RelevanceStory[] = list): Example[] {
  const out: Example[] = [];
  for (const q of questions) {
    out.push({ x: featuresOf(q, q.text), y: 1, field: q.field, question: q });
    for (const other of list) {
      if (other.competency !== q.competency) out.push({ x: featuresOf(q, other.text), y: 0, field: q.field, question: q, other });
    }
  }
  return out;
}

/**
 * Examples whose readings come from cue multipliers learnt without the question's own field
 * (cross-fitting): multipliers learnt on the same stories make the cue margin look more telling
 * than it is on a new profession's wording, and the logistic weights would then lean on it.
 */
function crossFitExamples(list: RelevanceStory[]): Example[] {
  const out: Example[] = [];
  for (const field of [...new Set(list.map((s) => s.field))]) {
    useCueWeights(learnCueWeights(list.filter((s) => s.field !== field)));
    out.push(
      ...examplesOf(
        list,
        list.filter((s) => s.field === field),
      ),
    );
  }
  return out;
}

const L2 = 0.01;
function fit(train: Example[]): { bias: number; w: number[] } {
  const pos = train.filter((e) => e.y === 1).length;
  const neg = train.length - pos;
  const weightOf = (e: Example) => (e.y === 1 ? train.length / (2 * pos) : train.length / (2 * neg));
  let bias = 0;
  const w = RELEVANCE_FEATURES.map(() => 0);
  for (let step = 0; step < 4000; step++) {
    let gb = 0;
    const gw = w.map(() => 0);
    for (const e of train) {
      const z = bias + e.x.reduce((s, v, i) => s + v * w[i]!, 0);
      const err = (1 / (1 + Math.exp(-z)) - e.y) * weightOf(e);
      gb += err;
      e.x.forEach((v, i) => (gw[i]! += err * v));
    }
    bias -= (0.5 * gb) / train.length;
    w.forEach((_, i) => (w[i]! -= 0.5 * (gw[i]! / train.length + L2 * w[i]!)));
  }
  return { bias, w };
}

const CROSS_FIT = !process.argv.includes('--no-cross-fit');

const score = (m: { bias: number; w: number[] }, x: number[]) => m.bias + x.reduce((s, v, i) => s + v * m.w[i]!, 0);

if (process.argv.includes('--cv')) {
  // Leave one field out: the on-topic story must outscore each off-topic one for its question.
  let ok = 0,
    all = 0,
    clear = 0;
  const dump: { question: RelevanceStory; on: string; off: string; pOn: number; pOff: number; offQuestion: RelevanceStory }[] = [];
  const p = (m: { bias: number; w: number[] }, x: number[]) => 1 / (1 + Math.exp(-score(m, x)));
  for (const field of [...new Set(stories.map((s) => s.field))]) {
    const train = stories.filter((s) => s.field !== field);
    const m = fit(CROSS_FIT ? crossFitExamples(train) : examplesOf(train));
    useCueWeights(learnCueWeights(train));
    const examples = examplesOf(stories);
    for (const on of examples.filter((e) => e.field === field && e.y === 1)) {
      for (const off of examples.filter((e) => e.question === on.question && e.y === 0 && e.other?.field === field)) {
        all++;
        if (score(m, on.x) > score(m, off.x)) ok++;
        if (p(m, on.x) > p(m, off.x) + 0.15) clear++;
        dump.push({ question: on.question, on: on.question.text, off: off.other!.text, pOn: p(m, on.x), pOff: p(m, off.x), offQuestion: off.other! });
      }
    }
  }
  console.log(
    `leave-one-field-out, same-field pairs: ${ok}/${all} = ${((100 * ok) / all).toFixed(1)}% on topic scores higher; by more than 0.15: ${((100 * clear) / all).toFixed(1)}%`,
  );
  // The story's points before relevance weighs them, then each weighing of the grid.
  const chosen = { ...RELEVANCE_WEIGHING };
  Object.assign(RELEVANCE_WEIGHING, { floor: 1, low: 0, full: 1 });
  const base = (q: RelevanceStory, answer: string) =>
    answerFeedback(jobContext(practiceField(q.field)?.job ?? q.field), { question: q.question, kind: q.kind, competency: q.competency, answer }).points;
  const rows = dump.map((d) => ({ on: base(d.question, d.on), off: base(d.question, d.off), pOn: d.pOn, pOff: d.pOff }));
  const band = (points: number) => (points >= 78 ? 5 : points >= 60 ? 4 : points >= 42 ? 3 : points >= 24 ? 2 : 1);
  const sweep: string[] = [];
  for (const floor of [0.2, 0.3, 0.4, 0.5])
    for (const low of [0, 0.1, 0.2, 0.3])
      for (const full of [0.5, 0.6, 0.7, 0.8, 0.9]) {
        Object.assign(RELEVANCE_WEIGHING, { floor, low, full });
        const on = rows.map((r) => band(Math.round(r.on * relevanceFactor(r.pOn))));
        const higher = rows.filter((r, i) => on[i]! > band(Math.round(r.off * relevanceFactor(r.pOff)))).length;
        const mark = floor === chosen.floor && low === chosen.low && full === chosen.full ? '  ← in use' : '';
        sweep.push(
          `${((100 * higher) / rows.length).toFixed(1)}% higher (1–5), mean on-topic ${(on.reduce((a, b) => a + b, 0) / on.length).toFixed(2)}: floor ${floor}, low ${low}, full ${full}${mark}`,
        );
      }
  sweep.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  Object.assign(RELEVANCE_WEIGHING, chosen);
  if (process.argv.includes('--misses'))
    rows.forEach((r, i) => {
      const [on, off] = [band(Math.round(r.on * relevanceFactor(r.pOn))), band(Math.round(r.off * relevanceFactor(r.pOff)))];
      const d = dump[i]!;
      if (on <= off)
        console.log(
          `miss: ${d.question.field} ${d.question.competency} vs ${d.offQuestion.competency}: on ${on} (${r.on} points, chance ${r.pOn.toFixed(2)}), off ${off} (${r.off}, ${r.pOff.toFixed(2)})`,
        );
    });
  console.log(sweep.filter((line, i) => i < 8 || line.endsWith('in use')).join('\n'));
  process.exit(0);
}

const examples = CROSS_FIT ? crossFitExamples(stories) : examplesOf(stories);
const m = fit(examples);
const cueWeights = learnCueWeights(stories);
useCueWeights(cueWeights);
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const out = {
  note: 'Learnt by genai-lab/scripts/learn-relevance-weights.ts: logistic regression over the readings of src/interview/answer-relevance.ts (RELEVANCE_FEATURES) on the tuning stories only (relevance-tune.json and the strong answers of pairs-dev.json, each against the questions of other competencies); each field read with cue multipliers learnt without it (cross-fitting).',
  examples: { onTopic: examples.filter((e) => e.y === 1).length, offTopic: examples.filter((e) => e.y === 0).length },
  bias: r3(m.bias),
  weights: Object.fromEntries(RELEVANCE_FEATURES.map((name, i) => [name, r3(m.w[i]!)])),
  cueWeights,
};
fs.writeFileSync(MODEL_FILE, `${JSON.stringify(out, null, 1)}\n`);
console.log(JSON.stringify(out));
