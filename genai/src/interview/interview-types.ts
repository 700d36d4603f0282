// The shapes of the interview engine: a question plan, the feedback on one answer and the report
// on a session. Plain data, so they travel unchanged through the api, Firestore and the CLI.

export const QUESTION_KINDS = ['warm-up', 'behavioural', 'technical', 'situational', 'resume', 'closing'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** How senior the interview pitches its questions (from the job's title or years asked). */
export type InterviewLevel = 'entry' | 'mid' | 'senior';

export interface InterviewQuestion {
  /** Stable within a plan: `q1`, `q2`, … */
  id: string;
  text: string;
  kind: QuestionKind;
  /** A competency id from the catalogue (`competencies.ts`), e.g. `teamwork`, `role-knowledge`. */
  competency: string;
  /** What a strong answer shows, for interviewers and for the feedback's reason. */
  rubric: string;
  /** The job skill a technical question is about. */
  skill?: string;
}

export interface InterviewPlan {
  title: string;
  level: InterviewLevel;
  /** Competency ids the plan covers, most important first. */
  competencies: string[];
  questions: InterviewQuestion[];
  /** Who wrote the questions: the offline engine, or the LLM (validated) with the reason when it fell back. */
  source: 'offline' | 'llm';
  fallbackReason?: string;
}

export type StarPart = 'situation' | 'task' | 'action' | 'result';
export type StarCoverage = Record<StarPart, boolean>;

export type AnswerFlag = 'too-short' | 'too-long' | 'vague' | 'off-topic' | 'hypothetical' | 'filler-heavy' | 'too-fast' | 'too-slow';

export interface AnswerFeedback {
  /** 1–5: the score for the question's competency. */
  score: number;
  /** 0–100 before rounding to 1–5, for charts and ordering. */
  points: number;
  competency: string;
  /** Why the score is what it is, in one sentence. */
  reason: string;
  star: StarCoverage;
  /** STAR parts the answer is missing, in STAR order. */
  missing: StarPart[];
  /** The sentence that shows each part found, for highlighting. */
  starEvidence: Partial<Record<StarPart, string>>;
  jobTerms: { used: string[]; missed: string[] };
  /** Numbers, percentages, money and counts the answer gives as results or scale. */
  quantified: string[];
  fillers: { word: string; count: number }[];
  words: number;
  /** Words per minute, when the answer was timed. */
  wpm: number | null;
  durationSec: number | null;
  flags: AnswerFlag[];
  /** The one change that would improve this answer most. */
  suggestion: string;
  /** Content words the answer uses most (Interview Warmup's "most used words"). */
  mostUsedWords: { word: string; count: number }[];
}

export interface CompetencyScore {
  competency: string;
  label: string;
  /** Mean of the 1–5 scores of its answers, one decimal. */
  score: number;
  answers: number;
  reason: string;
}

export interface SessionReport {
  /** 1–5, one decimal: the mean over answered questions. */
  overall: number;
  answered: number;
  asked: number;
  competencies: CompetencyScore[];
  /** Answers to story questions (behavioural, technical, resume): what `starRate` is over. */
  storyAnswers: number;
  /** Share of story answers with each STAR part, 0–1 (0 when there are none). */
  starRate: Record<StarPart, number>;
  strengths: string[];
  focusAreas: string[];
  jobTermsUsed: string[];
  jobTermsMissed: string[];
  mostUsedWords: { word: string; count: number }[];
  fillerCount: number;
  averageWpm: number | null;
  /** The next thing to practise. */
  nextStep: string;
}
