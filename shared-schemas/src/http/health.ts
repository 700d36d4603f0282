// What the api's liveness and readiness probes (/healthz, /readyz) answer: a status word.
import { answerShapes, type AnswerSchema } from './answer-schema';

export const HEALTH_ANSWER_SCHEMAS = {
  status: { type: 'object', properties: { status: { type: 'string' } }, required: ['status'] },
} as const satisfies Record<string, AnswerSchema>;

export const HEALTH_ANSWERS = answerShapes(HEALTH_ANSWER_SCHEMAS);
