// What the Admin api (/api/admin/*) answers. Each answer's schema is what the api serializes, so
// it lists every field the services send (types in admin-answers.ts); through `required` it is
// what the browser's check and the api's contract tests read.
import { answerShapes, type AnswerSchema } from './answer-schema';
import { API_KEY_VIEW_SCHEMA } from './keys';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const nullableString = { type: ['string', 'null'] } as const;
/** A free-form record (counts by role, an audit entry's details): its fields pass through as they are. */
const record = { type: 'object', additionalProperties: true } as const;

const account = {
  type: 'object',
  properties: {
    uid: string,
    email: nullableString,
    name: nullableString,
    role: nullableString,
    orgId: nullableString,
    orgName: nullableString,
    emailVerified: boolean,
    disabled: boolean,
    createdAt: nullableString,
    lastSignInAt: nullableString,
  },
  required: ['uid', 'email', 'name', 'role', 'orgId', 'emailVerified', 'disabled'],
} as const;
const accountChange = { type: 'object', properties: { user: account, changed: boolean }, required: ['user', 'changed'] } as const;

const organization = {
  type: 'object',
  properties: {
    id: string,
    name: string,
    createdAt: nullableString,
    suspendedAt: nullableString,
    members: integer,
    jobs: integer,
    openJobs: integer,
    applications: integer,
  },
  required: ['id', 'name', 'createdAt', 'suspendedAt', 'members', 'jobs', 'openJobs', 'applications'],
} as const;

const contactMessage = {
  type: 'object',
  properties: {
    id: string,
    name: string,
    email: string,
    subject: string,
    message: string,
    status: string,
    createdAt: nullableString,
    expireAt: nullableString,
  },
  required: ['id', 'name', 'email', 'subject', 'message', 'status'],
} as const;

const person = { anyOf: [{ type: 'object', properties: { uid: string, name: nullableString, email: nullableString } }, { type: 'null' }] } as const;

export const ADMIN_ANSWER_SCHEMAS = {
  users: {
    type: 'object',
    properties: { users: { type: 'array', items: account }, nextPageToken: nullableString, scanned: integer, truncated: boolean },
    required: ['users', 'nextPageToken', 'truncated'],
  },
  access: accountChange,
  disabled: accountChange,
  deleted: { type: 'object', properties: { deleted: boolean, uid: string }, required: ['deleted', 'uid'] },
  organizations: { type: 'object', properties: { organizations: { type: 'array', items: organization } }, required: ['organizations'] },
  organization: {
    type: 'object',
    properties: {
      organization,
      members: {
        type: 'array',
        items: {
          type: 'object',
          properties: { uid: string, name: nullableString, email: nullableString, role: string, joinedAt: nullableString },
          required: ['uid', 'role'],
        },
      },
      jobs: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: string, title: string, status: string, applicants: integer, createdAt: nullableString },
          required: ['id', 'title', 'status', 'applicants'],
        },
      },
    },
    required: ['organization', 'members', 'jobs'],
  },
  suspension: { type: 'object', properties: { suspendedAt: nullableString, changed: boolean }, required: ['suspendedAt', 'changed'] },
  contact: {
    type: 'object',
    properties: { messages: { type: 'array', items: contactMessage }, unread: integer, next: nullableString },
    required: ['messages'],
  },
  contactStatus: { type: 'object', properties: { contactMessage }, required: ['contactMessage'] },
  audit: {
    type: 'object',
    properties: {
      entries: {
        type: 'array',
        items: {
          type: 'object',
          properties: { id: string, actorUid: string, action: string, target: string, details: record, at: string, actor: person, targetPerson: person },
          required: ['id', 'actorUid', 'action', 'target', 'details', 'at'],
        },
      },
      next: nullableString,
    },
    required: ['entries'],
  },
  platform: {
    type: 'object',
    properties: {
      accounts: {
        type: 'object',
        properties: { total: integer, byRole: record, disabled: integer, scanned: integer },
        required: ['total', 'byRole', 'disabled', 'scanned'],
      },
      organizations: integer,
      suspendedOrganizations: integer,
      openJobs: integer,
      applications: integer,
      interviews: integer,
      contactMessages: integer,
      unreadContactMessages: integer,
      // Oldest first: each week's totals (admin-answers.ts' PLATFORM_COUNTED).
      weekly: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            weekEnding: string,
            accounts: integer,
            organizations: integer,
            jobs: integer,
            applications: integer,
            interviews: integer,
            contactMessages: integer,
          },
        },
      },
    },
    required: ['accounts', 'organizations', 'openJobs', 'applications', 'interviews', 'weekly'],
  },
  apiKeys: {
    type: 'object',
    properties: {
      keys: {
        type: 'array',
        items: {
          type: 'object',
          properties: { ...API_KEY_VIEW_SCHEMA.properties, orgName: nullableString },
          required: [...API_KEY_VIEW_SCHEMA.required, 'orgName'],
        },
      },
    },
    required: ['keys'],
  },
} as const satisfies Record<string, AnswerSchema>;

export const ADMIN_ANSWERS = answerShapes(ADMIN_ANSWER_SCHEMAS);
