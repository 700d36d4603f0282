/**
 * Interview relevance eval: for one question, a strong story written for it must score higher
 * than an equally strong story from the same profession about another competency or skill
 * (`eval/data/interview/relevance-*.json`). The held-out pairs were written before the relevance
 * weights were tuned and never tuned on; the tune pairs come from other professions, plus the
 * strong/weak dev pairs crossed within each field. Work on the tuning pairs alone with
 * `scripts/relevance-tune.ts`, which never reads the held-out file.
 */
import { answerFeedback } from 'genai';
import { jobContext, type JobContext } from 'genai';
import { practiceField } from 'genai';
import { devDerivedRelevancePairs, loadRelevancePairs, type RelevancePair } from './interview-data';

/** The bar asked for: on the held-out pairs the on-topic answer scores strictly higher this often. */
export const RELEVANCE_BAR = 0.9;
/**
 * Regression floors at the level reached (the bar is not met yet): held-out 1–5 and points, the
 * tuning pairs' 1–5 and points, and the dev pairs crossed (tuning data too). The tuning set grew
 * twice by harder pairs written before they were scored (pharmacy and construction, then
 * accounting, teaching, IT support and social care, which the weights before them scored 72.5%),
 * so its floors sit below the earlier ones; its first 52 pairs still score 88.5% / 92.3%.
 */
export const RELEVANCE_FLOORS = { heldOutScore: 0.73, heldOutPoints: 0.81, tuneScore: 0.85, tunePoints: 0.91, derivedScore: 0.84, derivedPoints: 0.93 };

export interface RelevanceResult {
  pairs: number;
  /** Share of pairs where the on-topic answer's 1–5 score is strictly higher. */
  higherScore: number;
  /** Share of pairs where its 0–100 points are strictly higher. */
  higherPoints: number;
  meanOnTopic: number;
  meanOffTopic: number;
  misses: string[];
}

export function evaluateRelevance(pairs: RelevancePair[]): RelevanceResult {
  const contexts = new Map<string, JobContext>();
  const ctxFor = (field: string) => {
    if (!contexts.has(field)) contexts.set(field, jobContext(practiceField(field)?.job ?? field));
    return contexts.get(field)!;
  };
  let higherScore = 0,
    higherPoints = 0,
    onSum = 0,
    offSum = 0;
  const misses: string[] = [];
  for (const pair of pairs) {
    const q = pair.question;
    const input = { question: q.question, kind: q.kind, competency: q.competency, skill: q.skill };
    const on = answerFeedback(ctxFor(q.field), { ...input, answer: pair.onTopic });
    const off = answerFeedback(ctxFor(q.field), { ...input, answer: pair.offTopic });
    onSum += on.score;
    offSum += off.score;
    if (on.score > off.score) higherScore++;
    else misses.push(`${pair.id} (on ${on.score}/${on.points}, off ${off.score}/${off.points})`);
    if (on.points > off.points) higherPoints++;
  }
  const n = Math.max(1, pairs.length);
  return { pairs: pairs.length, higherScore: higherScore / n, higherPoints: higherPoints / n, meanOnTopic: onSum / n, meanOffTopic: offSum / n, misses };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const tune = evaluateRelevance(loadRelevancePairs('tune'));
  const derived = evaluateRelevance(devDerivedRelevancePairs());
  const held = evaluateRelevance(loadRelevancePairs('held-out'));
  const rows = [
    '| split | pairs | on-topic higher (1–5) | on-topic higher (points) | mean on / off topic |',
    '|---|---|---|---|---|',
    ...(
      [
        ['tune', tune],
        ['tune: dev pairs crossed', derived],
        ['held-out', held],
      ] as const
    ).map(
      ([name, r]) => `| ${name} | ${r.pairs} | ${pct(r.higherScore)} | ${pct(r.higherPoints)} | ${r.meanOnTopic.toFixed(2)} / ${r.meanOffTopic.toFixed(2)} |`,
    ),
  ];
  const bar = held.higherScore >= RELEVANCE_BAR ? 'met' : 'not met';
  rows.push('', `bar (held-out, on-topic higher in ≥ ${pct(RELEVANCE_BAR)}, 1–5): ${bar}`);
  if (held.misses.length) rows.push('', `held-out misses: ${held.misses.join('; ')}`);
  const passed =
    held.higherScore >= RELEVANCE_FLOORS.heldOutScore &&
    held.higherPoints >= RELEVANCE_FLOORS.heldOutPoints &&
    tune.higherScore >= RELEVANCE_FLOORS.tuneScore &&
    tune.higherPoints >= RELEVANCE_FLOORS.tunePoints &&
    derived.higherScore >= RELEVANCE_FLOORS.derivedScore &&
    derived.higherPoints >= RELEVANCE_FLOORS.derivedPoints;
  return { title: 'Interview answers: relevance to the question asked', table: rows.join('\n'), passed };
}
