import type { Interview, ScorecardRecord } from 'shared-schemas';

/** An interview as the interviewer's screens hold it: times as Dates. */
export interface InterviewRow extends Omit<Interview, 'scheduledAt' | 'dueAt' | 'createdAt' | 'updatedAt' | 'startedAt' | 'completedAt'> {
  id: string;
  scheduledAt: Date | null;
  dueAt: Date | null;
  completedAt: Date | null;
  createdAt: Date | null;
}

export interface ScorecardRow extends Omit<ScorecardRecord, 'submittedAt' | 'updatedAt'> {
  authorUid: string;
  submittedAt: Date | null;
}

/** An interview in the queue with the interviewer's own scorecard state. */
export interface QueueItem {
  interview: InterviewRow;
  mine: ScorecardRow | null;
}

/** The part of the engine's answer feedback (POST /api/v1/interview/transcript) these screens show. */
export interface AnswerInsight {
  score: number;
  reason: string;
  star: Record<'situation' | 'task' | 'action' | 'result', boolean>;
  jobTerms: { used: string[]; missed: string[] };
  quantified: string[];
  fillers: { word: string; count: number }[];
  words: number;
  wpm: number | null;
  flags: string[];
  suggestion: string;
}

/** The part of the engine's session report these screens show. */
export interface InterviewReport {
  overall: number;
  answered: number;
  asked: number;
  competencies: { competency: string; label: string; score: number; answers: number; reason: string }[];
}
