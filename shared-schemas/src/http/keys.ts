// What the organisation's API-key routes (/api/keys) answer: the key itself appears once, in the
// creation answer.
import type { AnswerShape } from '../answer-shape';
import { API_KEY_VIEW } from './admin';

export const KEY_ANSWERS = {
  create: { key: 'string', apiKey: API_KEY_VIEW },
  list: { keys: [API_KEY_VIEW] },
  revoke: { apiKey: API_KEY_VIEW, changed: 'boolean' },
  usage: { apiKey: API_KEY_VIEW, usage: [{ day: 'string', requests: 'number', errors: 'number' }] },
} as const satisfies Record<string, AnswerShape>;
