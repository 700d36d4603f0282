// Per-answer insights for a transcript: the interview engine's feedback on each answer and the
// session report, computed by the api on every view (never stored, so nobody can write them).
import { callApi } from 'shared-auth';
import { INTERVIEW_ENGINE_LIMITS } from 'shared-schemas';
import type { AnswerInsight, InterviewRow, InterviewReport } from '../types/interviews';

export interface TranscriptInsights {
  feedback: (AnswerInsight | null)[];
  report: InterviewReport;
}

export const ANSWER_MAX = INTERVIEW_ENGINE_LIMITS.answer;

export function transcriptInsights(interview: InterviewRow, jobText: string | null, signal?: AbortSignal): Promise<TranscriptInsights> {
  const items = interview.questions.slice(0, INTERVIEW_ENGINE_LIMITS.items).map((q) => {
    const a = interview.answers[q.id];
    return {
      id: q.id,
      question: q.text,
      kind: q.kind,
      competency: q.competency,
      // No durationSec: answers are typed, and typing time says nothing about speaking pace.
      ...(a?.text ? { answer: a.text.slice(0, ANSWER_MAX) } : {}),
    };
  });
  const job = (jobText ?? interview.jobTitle).slice(0, INTERVIEW_ENGINE_LIMITS.job) || 'Interview';
  return callApi<'POST /api/v1/interview/transcript', TranscriptInsights>('POST /api/v1/interview/transcript', { json: { job, items } }, { signal });
}
