// The endpoints signed-out pages call before their content shows: a shared resume, an invite's
// preview, and search. The endpoint map (endpoints.ts) spreads them in; shared-auth's
// `callPublicApi` reads only these, so those pages carry a few shapes instead of the whole map
// and stay within the public first-load budget.
// Their answer shapes are written here (account.ts and hiring.ts use them from here): shared-auth
// is a module federation singleton, so the modules it loads keep every export, and taking one
// shape from a larger module would carry that module whole.
import type { AnswerShape } from '../answer-shape';
import type { EndpointDefinition } from './endpoint-types';
import { SEARCH_ANSWERS } from './search';

/** A shared resume, read by its public page. */
export const PUBLIC_RESUME_ANSWER = { resume: 'object', template: 'string', indexable: 'boolean' } as const satisfies AnswerShape;

/** An invite's preview, read by the signed-out invite page. */
export const INVITE_PREVIEW_ANSWER = {
  orgId: 'string',
  orgName: 'string',
  email: 'string',
  role: 'string',
  expiresAt: 'string',
  status: 'string',
} as const satisfies AnswerShape;

export const PUBLIC_API_ENDPOINTS = {
  'GET /api/public/resumes/:slug': { answer: PUBLIC_RESUME_ANSWER },
  'GET /api/invites/:token': { answer: INVITE_PREVIEW_ANSWER },
  // The ID token, when someone is signed in, adds "match to me" (and candidate search needs a member's).
  'GET /api/search/jobs': { answer: SEARCH_ANSWERS.results },
  'GET /api/search/candidates': { answer: SEARCH_ANSWERS.results },
  'GET /api/search/jobs/:jobId': { answer: SEARCH_ANSWERS.job },
  'GET /api/search/skills': { answer: SEARCH_ANSWERS.skills },
} as const satisfies Record<`GET /api/${string}`, EndpointDefinition>;

export type PublicApiEndpoints = typeof PUBLIC_API_ENDPOINTS;
export type PublicApiEndpoint = keyof PublicApiEndpoints;
