// The hiring api's contracts (api/src/features/hiring/routes/hiring.ts): each endpoint's path, body and query as
// JSON Schema literals (the api validates with them and derives its request types from them) and
// each 2xx answer's schema (the api serializes with it; the browser checks the shape derived from it).
import { MEMBER_ROLES } from '../hiring';
import type { FromSchema } from 'json-schema-to-ts';
import { answerShapes, type AnswerSchema } from './answer-schema';
import type { SchemaAnswer } from './endpoint-types';
import { documentId, idParams } from './ids';
import { INVITE_PREVIEW_ANSWER_SCHEMA } from './public-endpoints';

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

const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const match = {
  type: 'object',
  properties: {
    score: { type: 'number' },
    matched: { type: 'array', items: string },
    missing: { type: 'array', items: string },
    summary: string,
  },
  required: ['score', 'matched', 'missing', 'summary'],
} as const;
const criterion = {
  type: 'object',
  properties: { id: string, text: string, kind: string, source: string },
  required: ['id', 'text', 'kind'],
} as const;
const applied = { type: 'object', properties: { applicationId: string, match }, required: ['applicationId', 'match'] } as const;

/**
 * What each JSON answer carries (204s and file downloads have none): the api's response schemas
 * (its serializer sends these properties, in this order) and, through `required`, what the
 * browser checks (HIRING_ANSWERS).
 */
export const HIRING_ANSWER_SCHEMAS = {
  createOrg: { type: 'object', properties: { orgId: string, name: string, refreshToken: boolean }, required: ['orgId', 'name', 'refreshToken'] },
  renameOrg: {
    type: 'object',
    properties: { orgId: string, name: string, jobsUpdated: { type: 'integer' }, interviewsUpdated: { type: 'integer' } },
    required: ['orgId', 'name', 'jobsUpdated', 'interviewsUpdated'],
  },
  createInvite: {
    type: 'object',
    properties: { inviteId: string, link: string, email: string, role: string, expiresAt: string },
    required: ['inviteId', 'link', 'email', 'role', 'expiresAt'],
  },
  previewInvite: INVITE_PREVIEW_ANSWER_SCHEMA,
  acceptInvite: { type: 'object', properties: { orgId: string, role: string, refreshToken: boolean }, required: ['orgId', 'role', 'refreshToken'] },
  changeMemberRole: { type: 'object', properties: { changed: boolean }, required: ['changed'] },
  apply: applied,
  previewMatch: { type: 'object', properties: { match }, required: ['match'] },
  addFromDirectory: applied,
  criteriaSuggestions: { type: 'object', properties: { criteria: { type: 'array', items: criterion } }, required: ['criteria'] },
  saveCriteria: {
    type: 'object',
    properties: { criteria: { type: 'array', items: criterion }, version: { type: 'number' }, reviewed: { type: 'number' } },
    required: ['criteria', 'version', 'reviewed'],
  },
  /**
   * GET /api/jobs/:jobId/ranking?limit=: a job's applicants, best first. The store's best matches
   * are re-ordered by the engine's learned ranker (the order /api/v1/rank serves), so a lower match
   * score can stand above a higher one; `total` counts every applicant of the job, ranked or not.
   */
  ranking: {
    type: 'object',
    properties: {
      jobId: string,
      total: { type: 'integer' },
      ranked: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            applicationId: string,
            rank: { type: 'integer', description: '1 = best' },
            name: string,
            source: string,
            stage: string,
            // The stored match; the browser requires what the ranking's check always did (not the summary).
            match: { ...match, required: ['score', 'matched', 'missing'], additionalProperties: true },
            rankReason: {
              type: 'object',
              description:
                'Present when the ranker put this applicant above one with a higher match score: the features that did it, largest contribution to the ranking score first',
              properties: {
                text: { type: 'string', description: '"Ranked above higher match scores (up to 76): …", ready to show' },
                outranksScore: { type: 'number', description: 'The highest match score ranked below this applicant' },
                features: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { feature: string, contribution: { type: 'number' }, text: string },
                    required: ['feature', 'contribution', 'text'],
                  },
                },
              },
              required: ['text', 'outranksScore', 'features'],
            },
          },
          required: ['applicationId', 'rank', 'name', 'stage', 'match'],
          additionalProperties: true,
        },
      },
    },
    required: ['jobId', 'total', 'ranked'],
  },
  /** POST /api/jobs/:jobId/uploads: the batch it belongs to and one result per file. */
  upload: {
    type: 'object',
    properties: {
      batchId: string,
      results: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            fileName: string,
            status: string,
            fileId: string,
            applicationId: string,
            talentId: string,
            score: { type: 'number' },
            message: string,
            ocr: { type: 'object', properties: { confidence: { type: ['number', 'null'] } } },
          },
          required: ['fileName', 'status'],
        },
      },
    },
    required: ['batchId', 'results'],
  },
} as const satisfies Record<string, AnswerSchema>;

/** What the browser checks of each answer, derived from the schemas above. */
export const HIRING_ANSWERS = answerShapes(HIRING_ANSWER_SCHEMAS);

/** How many applicants one ranking request may ask for (`limit`), and how many it gives by default. */
export const JOB_RANKING_LIMITS = { defaultLimit: 100, maxLimit: 500 } as const;

/** A job's ranked applicants (GET /api/jobs/:jobId/ranking), as the schema above types it. */
export type JobRankingAnswer = SchemaAnswer<FromSchema<typeof HIRING_ANSWER_SCHEMAS.ranking>>;
export type RankedApplicantAnswer = JobRankingAnswer['ranked'][number];
export type RankReasonAnswer = NonNullable<RankedApplicantAnswer['rankReason']>;
