// The interview api's contract (api/src/features/interviews/routes/interviews.ts): HR assigns an applicant to
// interviewers with a kit. The request schema the api validates with and types its handler from;
// the answer the browser checks.
import type { AnswerShape } from '../answer-shape';
import { INTERVIEW_MODES } from '../hiring';
import { INTERVIEW_LIMITS } from '../interviews';
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

export const INTERVIEW_ANSWERS = {
  create: { id: 'string' },
} as const satisfies Record<string, AnswerShape>;
