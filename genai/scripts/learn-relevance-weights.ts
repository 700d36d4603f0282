// `npx tsx genai/scripts/learn-relevance-weights.ts`: learns the interview relevance model
// (data/relevance-weights.json, read by src/interview/answer-relevance.ts) by logistic regression
// on the tuning stories only: every behavioural story of eval/data/interview/relevance-tune.json and
// every strong answer of pairs-dev.json, asked its own question (on topic) and every other story's
// question of another competency (off topic). The held-out pairs are never read. Classes are
// weighted to balance; full-batch gradient descent from zero weights, so it is deterministic.
// `--cv` prints leave-one-field-out pairwise accuracy instead of writing the weights.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { answerRelevance, RELEVANCE_FEATURES, type RelevanceFeatures } from '../src/interview/answer-relevance';
import { jobContext } from '../src/interview/job-context';
import { questionSkillIds } from '../src/interview/job-terms';
import { practiceField } from '../src/interview/practice-fields';
import { loadPairs, type RelevanceStory } from '../eval/interview-data';

const MODEL_FILE = path.join(__dirname, '..', 'data', 'relevance-weights.json');
const TUNE_FILE = path.join(__dirname, '..', 'eval', 'data', 'interview', 'relevance-tune.json');

const tuneStories = Object.values((JSON.parse(fs.readFileSync(TUNE_FILE, 'utf8')) as { stories: Record<string, RelevanceStory> }).stories);
const devStories: RelevanceStory[] = loadPairs('dev').map((p) => ({ field: p.field, competency: p.competency, kind: p.kind, question: p.question, text: p.strong.answer }));
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
  const f = answerRelevance({ question: q.question, answer, competency: q.competency, skillIds: questionSkillIds(q.question, q.skill), domain: domainOf(q.field) }).features as RelevanceFeatures;
  return RELEVANCE_FEATURES.map((name) => f[name]);
}

interface Example { x: number[]; y: number; field: string; question: RelevanceStory; other?: RelevanceStory }
const examples: Example[] = [];
for (const q of stories) {
  examples.push({ x: featuresOf(q, q.text), y: 1, field: q.field, question: q });
  for (const other of stories) {
    if (other.competency !== q.competency) examples.push({ x: featuresOf(q, other.text), y: 0, field: q.field, question: q, other });
  }
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

const score = (m: { bias: number; w: number[] }, x: number[]) => m.bias + x.reduce((s, v, i) => s + v * m.w[i]!, 0);

if (process.argv.includes('--cv')) {
  // Leave one field out: the on-topic story must outscore each off-topic one for its question.
  let ok = 0, all = 0;
  for (const field of [...new Set(stories.map((s) => s.field))]) {
    const m = fit(examples.filter((e) => e.field !== field));
    for (const on of examples.filter((e) => e.field === field && e.y === 1)) {
      for (const off of examples.filter((e) => e.question === on.question && e.y === 0 && e.other?.field === field)) {
        all++;
        if (score(m, on.x) > score(m, off.x)) ok++;
      }
    }
  }
  console.log(`leave-one-field-out, same-field pairs: ${ok}/${all} = ${((100 * ok) / all).toFixed(1)}% on topic scores higher`);
  process.exit(0);
}

const m = fit(examples);
const r3 = (x: number) => Math.round(x * 1000) / 1000;
const out = {
  note: 'Learnt by genai/scripts/learn-relevance-weights.ts: logistic regression over the readings of src/interview/answer-relevance.ts (RELEVANCE_FEATURES) on the tuning stories only (relevance-tune.json and the strong answers of pairs-dev.json, each against the questions of other competencies).',
  examples: { onTopic: examples.filter((e) => e.y === 1).length, offTopic: examples.filter((e) => e.y === 0).length },
  bias: r3(m.bias),
  weights: Object.fromEntries(RELEVANCE_FEATURES.map((name, i) => [name, r3(m.w[i]!)])),
};
fs.writeFileSync(MODEL_FILE, `${JSON.stringify(out, null, 1)}\n`);
console.log(JSON.stringify(out));
