// The message api's contracts (api/src/features/messages/routes/messages.ts): HR's templates and moving an applicant
// with a message. Request schemas the api validates with and types its handlers from; answers the
// browser checks.
import type { AnswerShape } from '../answer-shape';
import { PIPELINE_STAGES } from '../hiring';
import { MESSAGE_LIMITS, MESSAGE_TEMPLATE_KINDS } from '../messages';
import { documentId, idParams } from './ids';

const kind = { type: 'string', enum: [...MESSAGE_TEMPLATE_KINDS] } as const;
// The shared check (messageProblem) words the limits; these caps stop oversized bodies early.
const subject = { type: 'string', maxLength: MESSAGE_LIMITS.subjectMax * 2 } as const;
const body = { type: 'string', maxLength: MESSAGE_LIMITS.bodyMax * 2 } as const;
const templateParams = { type: 'object', properties: { orgId: documentId, kind }, required: ['orgId', 'kind'] } as const;

export const MESSAGE_REQUESTS = {
  templates: { params: idParams('orgId') },
  saveTemplate: { params: templateParams, body: { type: 'object', required: ['subject', 'body'], properties: { subject, body }, additionalProperties: false } },
  resetTemplate: { params: templateParams },
  moveStage: {
    params: idParams('applicationId'),
    body: {
      type: 'object',
      required: ['stage'],
      additionalProperties: false,
      properties: {
        stage: { type: 'string', enum: [...PIPELINE_STAGES] },
        message: { type: 'object', required: ['kind', 'subject', 'body'], additionalProperties: false, properties: { kind, subject, body } },
      },
    },
  },
} as const;

const template = { kind: 'string', subject: 'string', body: 'string', customised: 'boolean' } as const satisfies AnswerShape;

export const MESSAGE_ANSWERS = {
  templates: { templates: [template], organizationName: 'string', senderName: 'string' },
  saveTemplate: template,
  resetTemplate: template,
  moveStage: { stage: 'string', messageId: 'string|null', mailed: 'boolean' },
} as const satisfies Record<string, AnswerShape>;
