// The interview documents beyond the kit and scorecard shapes in hiring.ts: the interview itself
// (questions copied from its kit, the candidate's answers) and the interviewer's scorecard as
// stored, with per-question notes for live interviews. Limits shared by the browser and the api.
import type { InterviewMode, InterviewStatus, KitQuestion, Recommendation, StoredTime } from './hiring';

export interface InterviewAnswer {
  text: string;
  /** Seconds from showing the question to saving the answer. */
  durationSec: number | null;
  answeredAt: StoredTime;
}

/** A question as the interview document (which the candidate reads) holds it: no rubric. */
export type InterviewQuestionView = Omit<KitQuestion, 'rubric'> & {
  /** Only on interviews scheduled before rubrics moved to the staff document. */
  rubric?: string;
};

/** interviews/{id}/staff/rubric: the rubric of each question, by question id (panel only). */
export const INTERVIEW_RUBRIC_DOC = 'rubric';
export interface InterviewRubric {
  rubric: Record<string, string>;
}

export interface Interview {
  orgId: string;
  /** The organisation's name, shown to the candidate (set by the api; renames rewrite it). */
  orgName?: string;
  applicationId: string;
  jobId: string;
  jobTitle: string;
  /** The HireGen candidate (null for an uploaded resume: live interviews only). */
  candidateUid: string | null;
  candidateName: string;
  interviewerUids: string[];
  kitId: string;
  mode: InterviewMode;
  status: InterviewStatus;
  /** Live interviews: when it takes place. */
  scheduledAt: StoredTime | null;
  /** AI-led interviews: the candidate answers before this (firestore.rules compares it with request.time). */
  dueAt: StoredTime | null;
  questions: InterviewQuestionView[];
  /** The competencies of the questions: a submitted scorecard rates each. */
  competencies?: string[];
  /** By question id. */
  answers: Record<string, InterviewAnswer>;
  createdBy: string;
  createdAt: StoredTime;
  updatedAt: StoredTime;
  startedAt?: StoredTime | null;
  completedAt?: StoredTime | null;
}

/** A scorecard as stored at interviews/{id}/scorecards/{interviewerUid}. */
export interface ScorecardRecord {
  ratings: Record<string, number>;
  recommendation: Recommendation | null;
  notes: string;
  /** Live interviews: the interviewer's notes per question id. */
  questionNotes?: Record<string, string>;
  authorName: string | null;
  submittedAt: StoredTime | null;
  updatedAt: StoredTime;
}

export const INTERVIEW_LIMITS = {
  interviewers: 5,
  kitQuestions: 40,
  questionText: 1_000,
  rubricText: 1_000,
  answerText: 10_000,
  notesText: 5_000,
  /** An AI-led interview's deadline is at most this far ahead. */
  maxDueDays: 60,
} as const;

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};

/** "Pick a field" on /mock-interview; the engine holds a typical posting for each id (genai PRACTICE_FIELDS). */
export const PRACTICE_FIELD_OPTIONS = [
  { id: 'nursing', label: 'Nursing' },
  { id: 'sales', label: 'Sales' },
  { id: 'software', label: 'Software engineering' },
  { id: 'teaching', label: 'Teaching' },
  { id: 'finance', label: 'Finance and accounting' },
  { id: 'customer-service', label: 'Customer service' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'data', label: 'Data analysis' },
] as const;

/** A practice session as stored at candidates/{uid}/practice/{id}. */
export interface PracticeSessionRecord {
  job: { source: 'job' | 'paste' | 'field'; title: string; jobId?: string | null; field?: string | null; orgName?: string | null };
  questions: { id: string; text: string; kind: string; competency: string }[];
  /** By question id: the final answer (after any retries). */
  answers: Record<string, { text: string; durationSec: number | null; attempts: number }>;
  /** By question id: score, points, STAR and suggestion of the final answer. */
  feedback: Record<string, { score: number; points: number; star: Record<'situation' | 'task' | 'action' | 'result', boolean>; suggestion: string }>;
  report: { overall: number; answered: number; asked: number; competencies: { competency: string; label: string; score: number }[]; nextStep: string } | null;
  startedAt: StoredTime;
  completedAt: StoredTime | null;
}

export const PRACTICE_HISTORY_LIMIT = 30;
