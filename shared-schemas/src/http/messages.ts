// The message api's contracts (api/src/features/messages/routes/messages.ts): HR's templates and moving an applicant
// with a message. Request schemas the api validates with and types its handlers from; answers the
// browser checks.
import { PIPELINE_STAGES } from '../hiring';
import { MESSAGE_LIMITS, MESSAGE_TEMPLATE_KINDS } from '../messages';
import { answerShapes, type AnswerSchema } from './answer-schema';
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

const template = {
  type: 'object',
  properties: { kind: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, customised: { type: 'boolean' } },
  required: ['kind', 'subject', 'body', 'customised'],
} as const;

/** Each answer's schema: what the api serializes, and through `required` what the browser checks. */
export const MESSAGE_ANSWER_SCHEMAS = {
  templates: {
    type: 'object',
    properties: { templates: { type: 'array', items: template }, organizationName: { type: 'string' }, senderName: { type: 'string' } },
    required: ['templates', 'organizationName', 'senderName'],
  },
  saveTemplate: template,
  resetTemplate: template,
  moveStage: {
    type: 'object',
    properties: { stage: { type: 'string' }, messageId: { type: ['string', 'null'] }, mailed: { type: 'boolean' } },
    required: ['stage', 'messageId', 'mailed'],
  },
} as const satisfies Record<string, AnswerSchema>;

export const MESSAGE_ANSWERS = answerShapes(MESSAGE_ANSWER_SCHEMAS);
