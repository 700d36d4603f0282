import type { AnswerFeedback, InterviewPlan, InterviewQuestion, SessionReport } from 'genai';

export type { AnswerFeedback, InterviewPlan, InterviewQuestion, SessionReport };

/** What the practice is for: a HireGen job, a pasted posting, or a field. */
export type PracticeSource =
  | { type: 'job'; jobId: string; title: string; orgName: string; text: string }
  | { type: 'paste'; text: string }
  | { type: 'field'; field: string; label: string };

/** The api's job argument for a source. */
export type JobArgument = { job: string } | { field: string };

export interface PracticeAnswer {
  text: string;
  durationSec: number | null;
  feedback: AnswerFeedback;
  /** How many times this question was answered (retries included). */
  attempts: number;
}

// An open job to practise for, and a saved session in the history: the shared data layer's
// (type-only imports: nothing of it loads with the page).
export type { OpenJob, PracticeSession as PracticeHistoryEntry } from 'shared-auth/data';
