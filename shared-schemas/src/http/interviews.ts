// The interview api's contract (api/src/features/interviews/routes/interviews.ts): HR assigns an applicant to
// interviewers with a kit. The request schema the api validates with and types its handler from;
// the answer the browser checks.
import { INTERVIEW_MODES } from '../hiring';
import { INTERVIEW_LIMITS } from '../interviews';
import { answerShapes, type AnswerSchema } from './answer-schema';
import { documentId } from './ids';

const time = { type: 'string', minLength: 10, maxLength: 40 } as const;

export const INTERVIEW_REQUESTS = {
  create: {
    body: {
      type: 'object',
      required: ['applicationId', 'kitId', 'mode', 'interviewerUids'],
      additionalProperties: false,
      properties: {
        applicationId: documentId,
        kitId: documentId,
        mode: { type: 'string', enum: [...INTERVIEW_MODES] },
        interviewerUids: { type: 'array', minItems: 1, maxItems: INTERVIEW_LIMITS.interviewers, items: documentId },
        dueAt: time,
        scheduledAt: time,
      },
    },
  },
} as const;

/** Each answer's schema: what the api serializes, and through `required` what the browser checks. */
export const INTERVIEW_ANSWER_SCHEMAS = {
  create: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
} as const satisfies Record<string, AnswerSchema>;

export const INTERVIEW_ANSWERS = answerShapes(INTERVIEW_ANSWER_SCHEMAS);
