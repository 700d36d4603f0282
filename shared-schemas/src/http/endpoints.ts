// Every endpoint the browser calls, named by its route: the request schemas and answer schemas of
// each area (http/<area>.ts; shapes only where an area has no answer schema yet) put side by
// side, never copied, with the time limit it waits for. An answer schema is the very object the
// api's route serializes with; `answering` adds the shape derived from it. shared-auth's `callApi`
// takes a name from here, types the input and the answer from its entry (FromSchema), and checks
// the answer against that shape. Loaded with the api
// client (its own chunk), never on a page's first load: callers import only its type.
import { GENAI_ANSWER_SCHEMAS as G } from './genai';
import { ACCOUNT_ANSWER_SCHEMAS as A } from './account';
import { ADMIN_ANSWER_SCHEMAS as AD } from './admin';
import { answering } from './answer-schema';
import type { EndpointDefinition, EndpointName } from './endpoint-types';
import { HIRING_ANSWER_SCHEMAS as H, HIRING_REQUESTS } from './hiring';
import { INTERVIEW_ANSWER_SCHEMAS as I, INTERVIEW_REQUESTS } from './interviews';
import { KEY_ANSWER_SCHEMAS as K } from './keys';
import { MESSAGE_ANSWER_SCHEMAS as M, MESSAGE_REQUESTS } from './messages';
import { SCHEDULE_ANSWER_SCHEMAS as S, SCHEDULE_REQUESTS } from './schedules';
import { PUBLIC_API_ENDPOINTS } from './public-endpoints';
import { REGISTRY_ANSWER_SCHEMAS as RG } from './registry';

/** The engine's public endpoints need no sign-in and queue behind other GenAI work. */
const v1 = { idToken: false, time: 'genai' } as const;
/** A v1 endpoint that reads either an uploaded file or a JSON text. */
const v1FileOrText = { ...v1, form: 'or-json' } as const;

export const API_ENDPOINTS = {
  // What signed-out pages call (a shared resume, an invite's preview, search), kept apart for their budget
  ...PUBLIC_API_ENDPOINTS,

  // Account (shared-auth, the candidate area)
  'POST /api/auth/role': answering(A.chooseRole),
  'GET /api/resumes/:resumeId/share': answering(A.shareState),
  'PUT /api/resumes/:resumeId/share': answering(A.share),
  'POST /api/cover-letters/draft': { ...answering(A.letterDraft), time: 'long' },
  'GET /api/candidate/export': { ...answering(A.export), time: 'long' },
  'DELETE /api/candidate/account': { ...answering(A.deleted), time: 'long' },

  // Hiring: organisations, invites, applications, a job's applicants
  'POST /api/orgs': { request: HIRING_REQUESTS.createOrg, ...answering(H.createOrg) },
  'PATCH /api/orgs/:orgId': { request: HIRING_REQUESTS.renameOrg, ...answering(H.renameOrg) },
  'POST /api/orgs/:orgId/invites': { request: HIRING_REQUESTS.createInvite, ...answering(H.createInvite) },
  'DELETE /api/orgs/:orgId/invites/:inviteId': { request: HIRING_REQUESTS.revokeInvite },
  'POST /api/invites/accept': { request: HIRING_REQUESTS.acceptInvite, ...answering(H.acceptInvite) },
  'PATCH /api/orgs/:orgId/members/:uid': { request: HIRING_REQUESTS.changeMemberRole, ...answering(H.changeMemberRole) },
  'DELETE /api/orgs/:orgId/members/:uid': { request: HIRING_REQUESTS.removeMember },
  // Applying and previewing a match run the engine.
  'POST /api/applications': { request: HIRING_REQUESTS.apply, ...answering(H.apply), time: 'genai' },
  'POST /api/applications/match': { request: HIRING_REQUESTS.previewMatch, ...answering(H.previewMatch), time: 'genai' },
  'POST /api/jobs/:jobId/pipeline': { request: HIRING_REQUESTS.addFromDirectory, ...answering(H.addFromDirectory) },
  'POST /api/jobs/:jobId/uploads': { request: HIRING_REQUESTS.upload, ...answering(H.upload), form: true, time: 'upload' },
  // The engine re-ranks up to a few hundred resumes, queued behind other GenAI work.
  'GET /api/jobs/:jobId/ranking': { request: HIRING_REQUESTS.ranking, ...answering(H.ranking), time: 'genai' },
  'GET /api/jobs/:jobId/criteria/suggestions': { request: HIRING_REQUESTS.criteriaSuggestions, ...answering(H.criteriaSuggestions), time: 'genai' },
  // A save re-reviews every applicant: engine work.
  'PUT /api/jobs/:jobId/criteria': { request: HIRING_REQUESTS.saveCriteria, ...answering(H.saveCriteria), time: 'genai' },

  // Messages and interviews
  'GET /api/orgs/:orgId/message-templates': { request: MESSAGE_REQUESTS.templates, ...answering(M.templates) },
  'PUT /api/orgs/:orgId/message-templates/:kind': { request: MESSAGE_REQUESTS.saveTemplate, ...answering(M.saveTemplate) },
  'DELETE /api/orgs/:orgId/message-templates/:kind': { request: MESSAGE_REQUESTS.resetTemplate, ...answering(M.resetTemplate) },
  'POST /api/applications/:applicationId/stage': { request: MESSAGE_REQUESTS.moveStage, ...answering(M.moveStage) },
  'POST /api/interviews': { request: INTERVIEW_REQUESTS.create, ...answering(I.create) },
  'POST /api/schedules': { request: SCHEDULE_REQUESTS.propose, ...answering(S.propose) },
  'POST /api/schedules/:scheduleId/book': { request: SCHEDULE_REQUESTS.book, ...answering(S.book) },
  'POST /api/schedules/:scheduleId/reschedule': { request: SCHEDULE_REQUESTS.reschedule, ...answering(S.reschedule) },
  'POST /api/schedules/:scheduleId/cancel': { request: SCHEDULE_REQUESTS.cancel, ...answering(S.cancel) },

  // An organisation's API keys
  'GET /api/keys': answering(K.list),
  'POST /api/keys': answering(K.create),
  'POST /api/keys/:id/revoke': answering(K.revoke),
  'GET /api/keys/:id/usage': answering(K.usage),

  // Admin
  'GET /api/admin/users': answering(AD.users),
  'PATCH /api/admin/users/:uid': answering(AD.access),
  'POST /api/admin/users/:uid/disable': answering(AD.disabled),
  'POST /api/admin/users/:uid/enable': answering(AD.disabled),
  'DELETE /api/admin/users/:uid': answering(AD.deleted),
  'GET /api/admin/organizations': answering(AD.organizations),
  'GET /api/admin/organizations/:orgId': answering(AD.organization),
  'POST /api/admin/organizations/:orgId/suspend': answering(AD.suspension),
  'POST /api/admin/organizations/:orgId/restore': answering(AD.suspension),
  'GET /api/admin/contact': answering(AD.contact),
  'PATCH /api/admin/contact/:id': answering(AD.contactStatus),
  'GET /api/admin/audit': answering(AD.audit),
  'GET /api/admin/api-keys': answering(AD.apiKeys),
  'POST /api/admin/api-keys/:id/revoke': answering(K.revoke),
  'GET /api/admin/api-keys/:id/usage': answering(K.usage),
  'GET /api/admin/platform': answering(AD.platform),

  // The remote registry (Admin): every remote with its history, a change, a release key
  'GET /api/platform/registry': answering(RG.list),
  'POST /api/platform/registry/:remote/releases': answering(RG.change),
  'POST /api/platform/registry/:remote/rollback': answering(RG.change),
  'POST /api/platform/registry/:remote/canary/stop': answering(RG.change),
  'POST /api/platform/registry/:remote/canary/promote': answering(RG.change),
  'POST /api/platform/registry/:remote/keys': answering(RG.key),

  // The engine (HireGen API v1)
  'POST /api/v1/resumes/parse': { ...v1FileOrText, ...answering(G['resumes/parse']) },
  'POST /api/v1/resumes/score': { ...v1FileOrText, ...answering(G['resumes/score']) },
  'POST /api/v1/resumes/ats': { ...v1, form: true, ...answering(G['resumes/ats']) },
  'POST /api/v1/resumes/enhance': { ...v1FileOrText, ...answering(G['resumes/enhance']) },
  'POST /api/v1/jobs/parse': { ...v1, ...answering(G['jobs/parse']) },
  'POST /api/v1/jobs/generate': { ...v1, ...answering(G['jobs/generate']) },
  'POST /api/v1/normalize': { ...v1, ...answering(G.normalize) },
  'POST /api/v1/skills': { ...v1, ...answering(G.skills) },
  'POST /api/v1/match': { ...v1FileOrText, ...answering(G.match) },
  'POST /api/v1/rank': { ...v1, form: true, ...answering(G.rank) },
  'POST /api/v1/keywords': { ...v1, ...answering(G.keywords) },
  'POST /api/v1/summarize': { ...v1, ...answering(G.summarize) },
  'POST /api/v1/interview/plan': { ...v1, ...answering(G['interview/plan']) },
  'POST /api/v1/interview/feedback': { ...v1, ...answering(G['interview/feedback']) },
  'POST /api/v1/interview/transcript': { ...v1, ...answering(G['interview/transcript']) },
} as const satisfies Record<EndpointName, EndpointDefinition>;

export type ApiEndpoints = typeof API_ENDPOINTS;
export type ApiEndpoint = keyof ApiEndpoints;
