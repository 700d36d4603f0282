// What a signed-in account's own routes answer: its role (/api/me, /api/auth/role, and an Admin's
// grant of one), its data export and deletion, its resumes' public links and cover-letter drafts.
// Each answer's schema is what the api serializes; through `required` it is what the browser checks.
import { answerShapes, type AnswerSchema } from './answer-schema';
import { PUBLIC_RESUME_ANSWER_SCHEMA } from './public-endpoints';

const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const integer = { type: 'integer' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: string } as const;
const openObject = { type: 'object', additionalProperties: true } as const;

// The api sends the counts too; the browser's check requires only what the pages always read.
const share = {
  type: 'object',
  required: ['slug', 'enabled', 'indexable', 'showContact'],
  properties: { slug: string, enabled: boolean, indexable: boolean, showContact: boolean, views: integer, downloads: integer },
} as const;

export const ACCOUNT_ANSWER_SCHEMAS = {
  me: {
    type: 'object',
    properties: { uid: string, email: nullableString, name: nullableString, role: nullableString },
    required: ['uid', 'email', 'name', 'role'],
  },
  chooseRole: { type: 'object', properties: { role: string, refreshToken: boolean }, required: ['role', 'refreshToken'] },
  /** POST /api/admin/grants: an Admin gives an account a role. */
  grantRole: {
    type: 'object',
    properties: { uid: string, email: nullableString, role: string, changed: boolean, refreshToken: boolean },
    required: ['uid', 'email', 'role', 'changed', 'refreshToken'],
  },
  /** Everything HireGen holds about the candidate, sent as it is read: every object open, so the serializer keeps each field. */
  export: {
    type: 'object',
    properties: { account: openObject, resumes: { type: 'array', items: openObject }, applications: { type: 'array', items: openObject } },
    required: ['account', 'resumes', 'applications'],
    additionalProperties: true,
  },
  deleted: {
    type: 'object',
    properties: {
      deleted: boolean,
      counts: {
        type: 'object',
        properties: {
          resumes: integer,
          practiceSessions: integer,
          directoryEntry: boolean,
          applicationsWithdrawn: integer,
          applicationsErased: integer,
          interviewsErased: integer,
        },
        required: ['resumes', 'applicationsWithdrawn'],
      },
    },
    required: ['deleted', 'counts'],
  },
  share: { type: 'object', properties: { share }, required: ['share'] },
  // null until the resume has been shared.
  shareState: { type: 'object', properties: { share: { anyOf: [share, { type: 'null' }] } }, required: ['share'] },
  publicResume: PUBLIC_RESUME_ANSWER_SCHEMA,
  publicStatus: { type: 'object', required: ['indexable'], properties: { indexable: boolean } },
  letterDraft: {
    type: 'object',
    required: ['title', 'recipient', 'greeting', 'paragraphs', 'closing', 'notClaimed', 'job'],
    properties: {
      title: string,
      recipient: string,
      greeting: string,
      paragraphs: strings,
      closing: string,
      notClaimed: strings,
      claims: { type: 'object', properties: { skills: strings, employers: strings, achievements: strings } },
      job: { type: 'object', properties: { id: nullableString, title: string, company: string } },
    },
  },
} as const satisfies Record<string, AnswerSchema>;

export const ACCOUNT_ANSWERS = answerShapes(ACCOUNT_ANSWER_SCHEMAS);
