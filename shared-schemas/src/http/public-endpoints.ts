// The endpoints signed-out pages call before their content shows: a shared resume, an invite's
// preview, and search. The endpoint map (endpoints.ts) spreads them in; shared-auth's
// `callPublicApi` reads only these, so those pages carry a few answers instead of the whole map
// and stay within the public first-load budget.
// The two answer schemas are written here (account.ts and hiring.ts, and so the api's routes, use
// them from here): shared-auth is a module federation singleton, so the modules it loads keep
// every export, and taking one schema from a larger module would carry that module whole.
import { answering, type AnswerSchema } from './answer-schema';
import type { EndpointDefinition } from './endpoint-types';
import { SEARCH_ANSWER_SCHEMAS as S } from './search';

const string = { type: 'string' } as const;

/** A shared resume. The api sends the drawing too; the browser's check requires only the resume and its settings. */
export const PUBLIC_RESUME_ANSWER_SCHEMA = {
  type: 'object',
  required: ['resume', 'template', 'indexable'],
  properties: {
    resume: { type: 'object', additionalProperties: true },
    template: string,
    indexable: { type: 'boolean' },
    drawing: { type: 'object', additionalProperties: true },
  },
} as const satisfies AnswerSchema;

/** An invite's preview, read by the signed-out invite page. */
export const INVITE_PREVIEW_ANSWER_SCHEMA = {
  type: 'object',
  properties: { orgId: string, orgName: string, email: string, role: string, expiresAt: string, status: string },
  required: ['orgId', 'orgName', 'email', 'role', 'expiresAt', 'status'],
} as const satisfies AnswerSchema;

export const PUBLIC_API_ENDPOINTS = {
  'GET /api/public/resumes/:slug': answering(PUBLIC_RESUME_ANSWER_SCHEMA),
  'GET /api/invites/:token': answering(INVITE_PREVIEW_ANSWER_SCHEMA),
  // The ID token, when someone is signed in, adds "match to me" (and candidate search needs a member's).
  'GET /api/search/jobs': answering(S.results),
  'GET /api/search/candidates': answering(S.results),
  'GET /api/search/jobs/:jobId': answering(S.job),
  'GET /api/search/skills': answering(S.skills),
} as const satisfies Record<`GET /api/${string}`, EndpointDefinition>;

export type PublicApiEndpoints = typeof PUBLIC_API_ENDPOINTS;
export type PublicApiEndpoint = keyof PublicApiEndpoints;
