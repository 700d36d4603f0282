// The interview engine through the HireGen API v1 (nothing is stored by these calls, so practice
// works signed out): a plan for a job or field, feedback on one answer, and the session report.
import { postJson } from '../../genai-tools/api/genaiClient';
import type { AnswerFeedback, InterviewPlan, InterviewQuestion, JobArgument, PracticeSource, SessionReport } from '../types/practice';

/** The engine reads at most this much of a posting. */
export const JOB_TEXT_MAX = 30_000;
export const ANSWER_MAX = 10_000;
export const RESUME_MAX = 50_000;

export function jobArgument(source: PracticeSource): JobArgument {
  if (source.type === 'field') return { field: source.field };
  if (source.type === 'job') return { job: `${source.title}\n${source.text}`.slice(0, JOB_TEXT_MAX) };
  return { job: source.text.slice(0, JOB_TEXT_MAX) };
}

export function planPractice(source: PracticeSource, count: number, variant: number, resume = '', signal?: AbortSignal): Promise<InterviewPlan> {
  return postJson<InterviewPlan>('interview/plan', { ...jobArgument(source), count, variant, ...(resume.trim() ? { resume: resume.slice(0, RESUME_MAX) } : {}) }, { signal });
}

export function answerFeedback(source: PracticeSource, question: InterviewQuestion, answer: string, durationSec: number | null, signal?: AbortSignal): Promise<AnswerFeedback> {
  return postJson<AnswerFeedback>(
    'interview/feedback',
    { ...jobArgument(source), question: question.text, answer: answer.slice(0, ANSWER_MAX), kind: question.kind, competency: question.competency, ...(durationSec ? { durationSec } : {}) },
    { signal },
  );
}

export async function sessionReport(source: PracticeSource, questions: InterviewQuestion[], answers: Record<string, { text: string; durationSec: number | null }>): Promise<SessionReport> {
  const items = questions.map((q) => ({
    id: q.id,
    question: q.text,
    kind: q.kind,
    competency: q.competency,
    ...(answers[q.id] ? { answer: answers[q.id]!.text.slice(0, ANSWER_MAX), ...(answers[q.id]!.durationSec ? { durationSec: answers[q.id]!.durationSec } : {}) } : {}),
  }));
  const { report } = await postJson<{ report: SessionReport }>('interview/transcript', { ...jobArgument(source), items });
  return report;
}
