/**
 * Interview engine speed: a plan per job (the eight practice fields' postings), feedback per
 * answer (the labelled answer pairs, 64 answers), and a full 8-answer transcript with its report
 * — median and p95 in milliseconds — plus the worst cases the api's caps allow (a 30,000-character
 * pathological job, a 10,000-character answer). Targets: a plan and one feedback well under the
 * api's interactive budget (≤ 50 ms median each).
 */
import { answerFeedback } from 'genai';
import { jobContext } from 'genai';
import { planInterview } from 'genai';
import { PRACTICE_FIELDS } from 'genai';
import { sessionReport } from 'genai';
import { loadPairs } from '../eval/interview-data';

const ROUNDS = 5;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function time(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

export async function run(): Promise<string> {
  const pairs = [...loadPairs('dev'), ...loadPairs('held-out')];
  const answers = pairs.flatMap((p) => [p.strong.answer, p.weak.answer].map((answer) => ({ field: p.field, question: p.question, answer })));
  const contexts = new Map(PRACTICE_FIELDS.map((f) => [f.id, jobContext(f.job)]));
  const plan: number[] = [];
  const feedback: number[] = [];
  const transcript: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const f of PRACTICE_FIELDS) plan.push(time(() => planInterview(f.job, { count: 8, variant: round })));
    for (const a of answers)
      feedback.push(time(() => answerFeedback(PRACTICE_FIELDS.find((f) => f.id === a.field)!.job, { question: a.question, answer: a.answer })));
    transcript.push(
      time(() => {
        const ctx = contexts.get('software')!;
        const q = planInterview(PRACTICE_FIELDS[2]!.job, { count: 8 }).questions;
        sessionReport(
          q.map((question, i) => ({
            question,
            feedback: answerFeedback(ctx, { question: question.text, answer: answers[i]!.answer, kind: question.kind, competency: question.competency }),
          })),
        );
      }),
    );
  }
  const worstJob = Array.from({ length: 3000 }, (_, i) => `- React Node.js SQL ${i}`)
    .join('\n')
    .slice(0, 30_000);
  const worstAnswer = 'I called the team. As a result we reduced it by 30%. um like '.repeat(170).slice(0, 10_000);
  const worstPlan = time(() => planInterview(worstJob));
  const worstFeedback = time(() => answerFeedback(PRACTICE_FIELDS[0]!.job, { question: 'Tell me about a time you led a team.', answer: worstAnswer }));
  const row = (name: string, v: number[]) => `| ${name} | ${quantile(v, 0.5).toFixed(1)} | ${quantile(v, 0.95).toFixed(1)} | ${v.length} |`;
  return [
    '| step | median ms | p95 ms | runs |',
    '|---|---|---|---|',
    row('plan (job text → 8 questions)', plan),
    row('feedback (job text + one answer)', feedback),
    row('transcript: plan + 8 feedbacks + report', transcript),
    '',
    `worst cases at the api's caps: plan on a 30,000-character job of 3,000 skill bullets ${worstPlan.toFixed(0)} ms; feedback on a 10,000-character answer of 340 repeated sentences ${worstFeedback.toFixed(0)} ms`,
  ].join('\n');
}
