// What the Admin api (/api/admin/*) answers: the fields the Admin area reads (types in
// admin-answers.ts), checked by the browser's answerProblem and the api's contract tests.
import type { AnswerShape } from '../answer-shape';

const account = {
  uid: 'string',
  email: 'string|null',
  name: 'string|null',
  role: 'string|null',
  orgId: 'string|null',
  emailVerified: 'boolean',
  disabled: 'boolean',
} as const satisfies AnswerShape;
const organization = {
  id: 'string',
  name: 'string',
  createdAt: 'string|null',
  suspendedAt: 'string|null',
  members: 'number',
  jobs: 'number',
  openJobs: 'number',
  applications: 'number',
} as const satisfies AnswerShape;
const contactMessage = { id: 'string', name: 'string', email: 'string', subject: 'string', message: 'string', status: 'string' } as const satisfies AnswerShape;
export const API_KEY_VIEW = {
  id: 'string',
  name: 'string',
  prefix: 'string',
  ownerUid: 'string',
  orgId: 'string|null',
  quota: 'number',
  createdAt: 'string|null',
  lastUsedAt: 'string|null',
  revokedAt: 'string|null',
} as const satisfies AnswerShape;

export const ADMIN_ANSWERS = {
  users: { users: [account], nextPageToken: 'string|null', truncated: 'boolean' },
  access: { user: account, changed: 'boolean' },
  disabled: { user: account, changed: 'boolean' },
  deleted: { deleted: 'boolean', uid: 'string' },
  grant: { uid: 'string', email: 'string|null', role: 'string', changed: 'boolean', refreshToken: 'boolean' },
  organizations: { organizations: [organization] },
  organization: {
    organization,
    members: [{ uid: 'string', role: 'string' }],
    jobs: [{ id: 'string', title: 'string', status: 'string', applicants: 'number' }],
  },
  suspension: { suspendedAt: 'string|null', changed: 'boolean' },
  contact: { messages: [contactMessage] },
  contactStatus: { contactMessage },
  audit: { entries: [{ id: 'string', actorUid: 'string', action: 'string', target: 'string', details: 'object', at: 'string' }] },
  platform: {
    accounts: { total: 'number', byRole: 'object', disabled: 'number', scanned: 'number' },
    organizations: 'number',
    openJobs: 'number',
    applications: 'number',
    interviews: 'number',
    weekly: 'array',
  },
  apiKeys: { keys: [{ ...API_KEY_VIEW, orgName: 'string|null' }] },
} as const satisfies Record<string, AnswerShape>;
