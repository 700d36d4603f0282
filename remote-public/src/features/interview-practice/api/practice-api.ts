// The interview engine through the HireGen API v1 (nothing is stored by these calls, so practice
// works signed out): a plan for a job or field, feedback on one answer, and the session report.
import { callApi } from 'shared-auth';
import { INTERVIEW_ENGINE_LIMITS } from 'shared-schemas';
import type { AnswerFeedback, InterviewPlan, InterviewQuestion, JobArgument, PracticeSource, SessionReport } from '../types/practice';

/** What the api reads of a posting, an answer and a resume. */
export const JOB_TEXT_MAX = INTERVIEW_ENGINE_LIMITS.job;
export const ANSWER_MAX = INTERVIEW_ENGINE_LIMITS.answer;
export const RESUME_MAX = INTERVIEW_ENGINE_LIMITS.resume;

export function jobArgument(source: PracticeSource): JobArgument {
  if (source.type === 'field') return { field: source.field };
  if (source.type === 'job') return { job: `${source.title}\n${source.text}`.slice(0, JOB_TEXT_MAX) };
  return { job: source.text.slice(0, JOB_TEXT_MAX) };
}

export function planPractice(source: PracticeSource, count: number, variant: number, resume = '', signal?: AbortSignal): Promise<InterviewPlan> {
  // Practice works signed out: the map's v1 entries send no ID token.
  return callApi(
    'POST /api/v1/interview/plan',
    { json: { ...jobArgument(source), count, variant, ...(resume.trim() ? { resume: resume.slice(0, RESUME_MAX) } : {}) } },
    { signal },
  );
}

export function answerFeedback(
  source: PracticeSource,
  question: InterviewQuestion,
  answer: string,
  durationSec: number | null,
  signal?: AbortSignal,
): Promise<AnswerFeedback> {
  return callApi(
    'POST /api/v1/interview/feedback',
    {
      json: {
        ...jobArgument(source),
        question: question.text,
        answer: answer.slice(0, ANSWER_MAX),
        kind: question.kind,
        competency: question.competency,
        ...(durationSec ? { durationSec } : {}),
      },
    },
    { signal },
  );
}

export async function sessionReport(
  source: PracticeSource,
  questions: InterviewQuestion[],
  answers: Record<string, { text: string; durationSec: number | null }>,
): Promise<SessionReport> {
  const items = questions.map((q) => ({
    id: q.id,
    question: q.text,
    kind: q.kind,
    competency: q.competency,
    ...(answers[q.id]
      ? { answer: answers[q.id]!.text.slice(0, ANSWER_MAX), ...(answers[q.id]!.durationSec ? { durationSec: answers[q.id]!.durationSec } : {}) }
      : {}),
  }));
  const { report } = await callApi<'POST /api/v1/interview/transcript', { report: SessionReport }>('POST /api/v1/interview/transcript', {
    json: { ...jobArgument(source), items },
  });
  return report;
}
