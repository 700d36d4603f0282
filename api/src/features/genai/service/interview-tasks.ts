// The interview engine's tasks (question plans, answer feedback, a transcript's feedback and
// report), run in the engine's processes like every other engine task (engine-tasks.ts).
import {
  answerFeedback,
  jobContext,
  planInterview,
  practiceField,
  sessionReport,
  type AnswerFeedback,
  type InterviewPlan,
  type QuestionKind,
  type SessionReport,
} from 'genai';

/** A job as posting text, or a practice field's id ("nursing", "sales", …). */
export type InterviewJob = { job: string } | { field: string };

export interface TranscriptItem {
  id: string;
  question: string;
  kind: QuestionKind;
  competency: string;
  /** Absent or empty: not answered. */
  answer?: string;
  durationSec?: number;
}

export interface InterviewTaskTypes {
  interviewPlan: { input: InterviewJob & { resume?: string; count?: number; variant?: number }; output: InterviewPlan };
  interviewFeedback: {
    input: InterviewJob & { question: string; answer: string; kind?: QuestionKind; competency?: string; durationSec?: number };
    output: AnswerFeedback;
  };
  interviewTranscript: { input: InterviewJob & { items: TranscriptItem[] }; output: { feedback: (AnswerFeedback | null)[]; report: SessionReport } };
}

/** The posting text of a job or field; an unknown field is the caller's mistake. */
export function jobText(input: InterviewJob): string {
  if ('job' in input) return input.job;
  const field = practiceField(input.field);
  if (!field) throw Object.assign(new Error(`Unknown field "${input.field}".`), { name: 'InterviewInputError' });
  return field.job;
}

export const interviewTasks: { [K in keyof InterviewTaskTypes]: (input: InterviewTaskTypes[K]['input']) => InterviewTaskTypes[K]['output'] } = {
  interviewPlan: (input) => planInterview(jobText(input), { resume: input.resume, count: input.count, variant: input.variant }),
  interviewFeedback: (input) => answerFeedback(jobText(input), input),
  interviewTranscript: (input) => {
    const ctx = jobContext(jobText(input));
    const feedback = input.items.map((item) =>
      item.answer?.trim()
        ? answerFeedback(ctx, { question: item.question, answer: item.answer, kind: item.kind, competency: item.competency, durationSec: item.durationSec })
        : null,
    );
    const report = sessionReport(
      input.items.map((item, i) => ({
        question: { id: item.id, text: item.question, kind: item.kind, competency: item.competency },
        feedback: feedback[i] ?? null,
      })),
    );
    return { feedback, report };
  },
};
