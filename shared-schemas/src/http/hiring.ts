// The hiring api's contracts (api/src/features/hiring/routes/hiring.ts): each endpoint's path, body and query as
// JSON Schema literals (the api validates with them and derives its request types from them) and
// the answer each 2xx must hold (AnswerShape: what the browser checks and the contract tests read).
import type { AnswerShape } from '../answer-shape';
import { MEMBER_ROLES } from '../hiring';
import { documentId, idParams } from './ids';
import { INVITE_PREVIEW_ANSWER } from './public-endpoints';

const memberRole = { type: 'string', enum: [...MEMBER_ROLES] } as const;
const orgName = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 400 } }, additionalProperties: false } as const;
const jobAndResume = {
  type: 'object',
  required: ['jobId', 'resumeId'],
  properties: { jobId: documentId, resumeId: documentId },
  additionalProperties: false,
} as const;
const token = { type: 'string', maxLength: 300 } as const;

export const HIRING_REQUESTS = {
  createOrg: { body: orgName },
  renameOrg: { params: idParams('orgId'), body: orgName },
  createInvite: {
    params: idParams('orgId'),
    body: {
      type: 'object',
      required: ['email', 'role'],
      properties: { email: { type: 'string', maxLength: 320 }, role: memberRole },
      additionalProperties: false,
    },
  },
  revokeInvite: { params: idParams('orgId', 'inviteId') },
  previewInvite: { params: { type: 'object', properties: { token }, required: ['token'] } },
  acceptInvite: { body: { type: 'object', required: ['token'], properties: { token }, additionalProperties: false } },
  changeMemberRole: {
    params: idParams('orgId', 'uid'),
    body: { type: 'object', required: ['role'], properties: { role: memberRole }, additionalProperties: false },
  },
  removeMember: { params: idParams('orgId', 'uid') },
  apply: { body: jobAndResume },
  previewMatch: { body: jobAndResume },
  addFromDirectory: {
    params: idParams('jobId'),
    body: { type: 'object', required: ['talentUid'], properties: { talentUid: documentId }, additionalProperties: false },
  },
  upload: {
    params: idParams('jobId'),
    querystring: {
      type: 'object',
      properties: { batchId: documentId, last: { type: 'string', enum: ['0', '1'] }, wait: { type: 'string', enum: ['0', '1'] } },
      additionalProperties: false,
    },
  },
  ranking: { params: idParams('jobId') },
  criteriaSuggestions: { params: idParams('jobId') },
  /** The body is checked by the shared zod schema (jobCriteriaProblem), with its own words. */
  saveCriteria: { params: idParams('jobId'), body: { type: 'object' } },
  talentFile: { params: idParams('talentId') },
  applicationFile: { params: idParams('applicationId') },
  deleteTalent: { params: idParams('talentId') },
} as const;

const match = { score: 'number', matched: 'array', missing: 'array', summary: 'string' } as const satisfies AnswerShape;

/** What each JSON answer must hold (204s and file downloads have none). */
export const HIRING_ANSWERS = {
  createOrg: { orgId: 'string', name: 'string', refreshToken: 'boolean' },
  renameOrg: { orgId: 'string', name: 'string', jobsUpdated: 'number', interviewsUpdated: 'number' },
  createInvite: { inviteId: 'string', link: 'string', email: 'string', role: 'string', expiresAt: 'string' },
  previewInvite: INVITE_PREVIEW_ANSWER,
  acceptInvite: { orgId: 'string', role: 'string', refreshToken: 'boolean' },
  changeMemberRole: { changed: 'boolean' },
  apply: { applicationId: 'string', match },
  previewMatch: { match },
  addFromDirectory: { applicationId: 'string', match },
} as const satisfies Record<string, AnswerShape>;
