/**
 * Interview feedback eval: on hand-written pairs of a strong and a weak answer to the same
 * question (nursing, sales, software, teaching, finance, customer service, marketing, data), the
 * strong answer must get the higher 1–5 score (a tie counts as a miss), and the STAR parts the
 * engine finds are compared with the labels (precision and recall per part). Reported for the dev
 * pairs (used to tune) and the held-out pairs (never tuned on) separately.
 */
import { answerFeedback } from 'genai';
import { jobContext, type JobContext } from 'genai';
import type { StarPart } from 'genai';
import { practiceField } from 'genai';
import { loadPairs, type AnswerPair } from './interview-data';

const PARTS: StarPart[] = ['situation', 'task', 'action', 'result'];
export const FLOORS = { ordering: 0.95, strictPoints: 0.95, starPrecision: 0.8, starRecall: 0.75 };

export interface SplitResult {
  pairs: number;
  /** Share of pairs where the strong answer's 1–5 score is strictly higher. */
  ordering: number;
  /** Share of pairs where its 0–100 points are strictly higher. */
  orderingPoints: number;
  misses: string[];
  star: Record<StarPart | 'all', { precision: number; recall: number; tp: number; fp: number; fn: number }>;
  meanStrong: number;
  meanWeak: number;
}

export function evaluatePairs(pairs: AnswerPair[]): SplitResult {
  const contexts = new Map<string, JobContext>();
  const ctxFor = (field: string) => {
    if (!contexts.has(field)) contexts.set(field, jobContext(practiceField(field)?.job ?? field));
    return contexts.get(field)!;
  };
  let ordered = 0,
    orderedPoints = 0,
    strongSum = 0,
    weakSum = 0;
  const misses: string[] = [];
  const counts = Object.fromEntries([...PARTS, 'all'].map((p) => [p, { tp: 0, fp: 0, fn: 0 }])) as Record<
    StarPart | 'all',
    { tp: number; fp: number; fn: number }
  >;
  for (const pair of pairs) {
    const ctx = ctxFor(pair.field);
    const input = { question: pair.question, kind: pair.kind, competency: pair.competency };
    const strong = answerFeedback(ctx, { ...input, answer: pair.strong.answer });
    const weak = answerFeedback(ctx, { ...input, answer: pair.weak.answer });
    strongSum += strong.score;
    weakSum += weak.score;
    if (strong.score > weak.score) ordered++;
    else misses.push(`${pair.id} (strong ${strong.score}/${strong.points}, weak ${weak.score}/${weak.points})`);
    if (strong.points > weak.points) orderedPoints++;
    for (const [labelled, found] of [
      [pair.strong, strong],
      [pair.weak, weak],
    ] as const) {
      for (const part of PARTS) {
        const gold = labelled.star[part];
        const got = found.star[part];
        for (const key of [part, 'all'] as const) {
          if (gold && got) counts[key].tp++;
          else if (got) counts[key].fp++;
          else if (gold) counts[key].fn++;
        }
      }
    }
  }
  const star = Object.fromEntries(
    Object.entries(counts).map(([k, c]) => [k, { ...c, precision: c.tp / Math.max(1, c.tp + c.fp), recall: c.tp / Math.max(1, c.tp + c.fn) }]),
  ) as SplitResult['star'];
  return {
    pairs: pairs.length,
    ordering: ordered / pairs.length,
    orderingPoints: orderedPoints / pairs.length,
    misses,
    star,
    meanStrong: strongSum / pairs.length,
    meanWeak: weakSum / pairs.length,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export async function run(): Promise<{ title: string; table: string; passed: boolean }> {
  const dev = evaluatePairs(loadPairs('dev'));
  const held = evaluatePairs(loadPairs('held-out'));
  const rows = [
    '| split | pairs | strong > weak (1–5) | strong > weak (points) | mean strong / weak | STAR P | STAR R |',
    '|---|---|---|---|---|---|---|',
    ...(
      [
        ['dev', dev],
        ['held-out', held],
      ] as const
    ).map(
      ([name, r]) =>
        `| ${name} | ${r.pairs} | ${pct(r.ordering)} | ${pct(r.orderingPoints)} | ${r.meanStrong.toFixed(2)} / ${r.meanWeak.toFixed(2)} | ${pct(r.star.all.precision)} | ${pct(r.star.all.recall)} |`,
    ),
    '',
    '| STAR part (dev + held-out) | precision | recall |',
    '|---|---|---|',
    ...PARTS.map((p) => {
      const tp = dev.star[p].tp + held.star[p].tp,
        fp = dev.star[p].fp + held.star[p].fp,
        fn = dev.star[p].fn + held.star[p].fn;
      return `| ${p} | ${pct(tp / Math.max(1, tp + fp))} | ${pct(tp / Math.max(1, tp + fn))} |`;
    }),
    ...(dev.misses.length || held.misses.length ? ['', `misses: ${[...dev.misses, ...held.misses].join('; ')}`] : []),
  ];
  const passed = [dev, held].every(
    (r) => r.ordering >= FLOORS.ordering && r.star.all.precision >= FLOORS.starPrecision && r.star.all.recall >= FLOORS.starRecall,
  );
  return { title: 'Interview answer feedback (strong vs weak pairs, STAR detection)', table: rows.join('\n'), passed };
}
