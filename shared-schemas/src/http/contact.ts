// What the public contact form's endpoint (/api/contact-us) answers: a sentence to show.
import type { AnswerShape } from '../answer-shape';

export const CONTACT_ANSWERS = {
  send: { message: 'string' },
} as const satisfies Record<string, AnswerShape>;
