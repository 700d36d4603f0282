// What a job's criteria routes answer (GET /api/jobs/:jobId/criteria/suggestions, PUT
// /api/jobs/:jobId/criteria). Apart from criteria.ts, whose zod schemas the browser's endpoint
// map must not carry.
import type { AnswerShape } from '../answer-shape';

export const CRITERIA_SUGGESTIONS_ANSWER = { criteria: [{ id: 'string', text: 'string', kind: 'string' }] } as const satisfies AnswerShape;
export const CRITERIA_SAVE_ANSWER = {
  criteria: [{ id: 'string', text: 'string', kind: 'string' }],
  version: 'number',
  reviewed: 'number',
} as const satisfies AnswerShape;
