// What the organisation's API-key routes (/api/keys) answer: the key itself appears once, in the
// creation answer. Each answer's schema is what the api serializes (so it lists every field the
// service sends); through `required` it is what the browser checks. The Admin's key routes
// (admin.ts) answer the same key view.
import { answerShapes, type AnswerSchema } from './answer-schema';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** A HireGen API key as its owner and Admins see it (admin-answers.ts' ApiKeyView): never the secret or its hash. */
export const API_KEY_VIEW_SCHEMA = {
  type: 'object',
  properties: {
    id: string,
    name: string,
    prefix: string,
    ownerUid: string,
    orgId: nullableString,
    quota: integer,
    createdAt: nullableString,
    lastUsedAt: nullableString,
    revokedAt: nullableString,
    revokedBy: nullableString,
  },
  required: ['id', 'name', 'prefix', 'ownerUid', 'orgId', 'quota', 'createdAt', 'lastUsedAt', 'revokedAt'],
} as const satisfies AnswerSchema;

const usageDay = {
  type: 'object',
  properties: { day: string, requests: integer, errors: integer },
  required: ['day', 'requests', 'errors'],
} as const;

export const KEY_ANSWER_SCHEMAS = {
  create: { type: 'object', properties: { key: string, apiKey: API_KEY_VIEW_SCHEMA }, required: ['key', 'apiKey'] },
  list: { type: 'object', properties: { keys: { type: 'array', items: API_KEY_VIEW_SCHEMA } }, required: ['keys'] },
  revoke: { type: 'object', properties: { apiKey: API_KEY_VIEW_SCHEMA, changed: { type: 'boolean' } }, required: ['apiKey', 'changed'] },
  usage: {
    type: 'object',
    properties: { apiKey: API_KEY_VIEW_SCHEMA, usage: { type: 'array', items: usageDay } },
    required: ['apiKey', 'usage'],
  },
} as const satisfies Record<string, AnswerSchema>;

export const KEY_ANSWERS = answerShapes(KEY_ANSWER_SCHEMAS);
