// What the GenAI api's endpoints answer: the fields each answer must carry (objects may carry more;
// the api's response schemas require them, the browser client checks them at run time), and the
// ranking's answer types. Apart from genai-api.ts (limits, time limits, the client's words), which
// every api call loads: a page that calls no engine endpoint never carries these shapes.
import type { AnswerShape } from '../answer-shape';

const parsedResume = { resume: 'object', confidence: 'object', text: 'string', meta: 'object' } as const satisfies AnswerShape;
const scorecard = { version: 'string', total: 'number', categories: 'array', suggestions: 'array' } as const satisfies AnswerShape;
const atsReport = { version: 'string', score: 'number', findings: 'array', atsText: 'string' } as const satisfies AnswerShape;
const enhancement = { version: 'string', bullets: 'array', resume: 'object', changed: 'number', provider: 'string' } as const satisfies AnswerShape;
const matchResult = { score: 'number', parts: 'object', matched: 'array', missing: 'array', summary: 'string' } as const satisfies AnswerShape;

export const GENAI_SHAPES = {
  parsedResume,
  scorecard,
  atsReport,
  enhancement,
  parsedJob: { title: 'string', requiredSkills: 'array', preferredSkills: 'array', responsibilities: 'array' },
  jobDraft: { title: 'string', sections: 'array', text: 'string', inclusiveLanguage: 'array' },
  normalizeResult: { kind: 'string', value: 'object' },
  skillExtraction: { skills: 'array', inferred: 'array', phrases: 'array', taxonomyVersion: 'string' },
  matchResult,
  keyphrase: { phrase: 'string', score: 'number' },
  textSummary: { summary: 'string', sentences: 'array', totalSentences: 'number' },
  interviewPlan: {
    title: 'string',
    competencies: 'array',
    questions: [{ id: 'string', text: 'string', kind: 'string', competency: 'string', rubric: 'string' }],
  },
  answerFeedback: { score: 'number', points: 'number', competency: 'string', reason: 'string', suggestion: 'string' },
  sessionReport: { overall: 'number', answered: 'number', asked: 'number', competencies: 'array', strengths: 'array', focusAreas: 'array', nextStep: 'string' },
} as const satisfies Record<string, AnswerShape>;

/** Each endpoint's answer, by its path under /api/v1 (and the hiring upload). */
export const GENAI_ANSWERS = {
  'resumes/parse': parsedResume,
  'resumes/score': { resume: parsedResume, scorecard },
  'resumes/ats': { resume: parsedResume, report: atsReport },
  'resumes/enhance': { resume: parsedResume, enhancement },
  'jobs/parse': GENAI_SHAPES.parsedJob,
  'jobs/generate': GENAI_SHAPES.jobDraft,
  normalize: GENAI_SHAPES.normalizeResult,
  skills: GENAI_SHAPES.skillExtraction,
  match: matchResult,
  rank: { ranked: [{ id: 'string', score: 'number', result: matchResult }], failed: [{ id: 'string', status: 'number', message: 'string' }] },
  keywords: { keywords: [GENAI_SHAPES.keyphrase] },
  summarize: GENAI_SHAPES.textSummary,
  'interview/plan': GENAI_SHAPES.interviewPlan,
  'interview/feedback': GENAI_SHAPES.answerFeedback,
  // One feedback per item (null for an unanswered one) and the session's report.
  'interview/transcript': { feedback: 'array', report: GENAI_SHAPES.sessionReport },
} as const satisfies Record<string, AnswerShape>;

export type GenAiEndpoint = keyof typeof GENAI_ANSWERS;

/** POST /api/jobs/:jobId/uploads: the batch it belongs to and one result per file. */
export const UPLOAD_BATCH_ANSWER = {
  batchId: 'string',
  results: [{ fileName: 'string', status: 'string' }],
} as const satisfies AnswerShape;

/**
 * GET /api/jobs/:jobId/ranking?limit=: a job's applicants, best first. The store's best matches
 * are re-ordered by the engine's learned ranker (the order /api/v1/rank serves), so a lower match
 * score can stand above a higher one; `total` counts every applicant of the job, ranked or not.
 */
export const JOB_RANKING_ANSWER = {
  jobId: 'string',
  total: 'number',
  ranked: [{ applicationId: 'string', rank: 'number', name: 'string', stage: 'string', match: { score: 'number', matched: 'array', missing: 'array' } }],
} as const satisfies AnswerShape;

/** How many applicants one ranking request may ask for (`limit`), and how many it gives by default. */
export const JOB_RANKING_LIMITS = { defaultLimit: 100, maxLimit: 500 } as const;

export interface RankedApplicantAnswer {
  applicationId: string;
  /** 1 = best. */
  rank: number;
  name: string;
  source: string;
  stage: string;
  match: { score: number; matched: string[]; missing: string[]; summary: string };
  /**
   * Present when the ranker put this applicant above one with a higher match score: the
   * features that did it, largest contribution to the ranking score first.
   */
  rankReason?: RankReasonAnswer;
}

export interface RankReasonAnswer {
  /** "Ranked above higher match scores (up to 76): …", ready to show. */
  text: string;
  /** The highest match score ranked below this applicant. */
  outranksScore: number;
  features: { feature: string; contribution: number; text: string }[];
}

export interface JobRankingAnswer {
  jobId: string;
  total: number;
  ranked: RankedApplicantAnswer[];
}
