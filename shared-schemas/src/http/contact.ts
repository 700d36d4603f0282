// What the public contact form's endpoint (/api/contact-us) answers: a sentence to show.
import { answerShapes, type AnswerSchema } from './answer-schema';

export const CONTACT_ANSWER_SCHEMAS = {
  send: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
} as const satisfies Record<string, AnswerSchema>;

export const CONTACT_ANSWERS = answerShapes(CONTACT_ANSWER_SCHEMAS);
