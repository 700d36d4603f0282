// The hiring api (resumeinflux and the candidate's applications): what crosses a trust line —
// organisations, invites and members (claims), applying (snapshot + match), adding directory
// candidates, ranking and criteria, and the original files (bulk uploads: features/uploads). Reads and plain writes go from the browser
// to Firestore under firestore.rules; these routes are the rest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CRITERIA_LIMITS, HIRING_ANSWER_SCHEMAS as A, HIRING_REQUESTS as R, JOB_RANKING_LIMITS, jobCriteriaProblem } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { HttpError } from '../../../platform/errors';
import { deleteTalent } from '../service/talent';
import { applicationFile, talentFile } from '../service/original-files';
import { useEngineCaller } from '../../genai/service/engine-caller';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { addFromDirectory, applyToJob, previewApplicationMatch, readJob } from '../service/applications';
import { mayRead } from '../../../platform/read-access';
import { requireOrgAccess } from '../service/org-access';
import { saveJobCriteria, suggestJobCriteria } from '../service/job-criteria';
import { RANKING_PAGE_MAX, rankStoredApplicants } from '../service/ranking';
import {
  acceptInvite,
  changeMemberRole,
  createInvite,
  createOrganisation,
  previewInvite,
  removeMember,
  renameOrganisation,
  revokeInvite,
} from '../service/organisations';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

export interface HiringRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
  engine: GenaiEngine;
  blobs: BlobStore;
  /** Where invite links point: the shell's origin. */
  publicUrl: string;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 410: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function hiringRoutes(fastify: FastifyInstance, options: HiringRoutesOptions) {
  const app = typed(fastify);
  const { firebase, config, engine, blobs } = options;
  const { firestore } = firebase;
  const timeoutMs = config.storeTimeoutMs;
  const services = { auth: firebase.auth, firestore, storeTimeoutMs: timeoutMs };
  const rateLimit = { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs };
  const routeConfig = { rateLimit };
  const fileServices = { firestore, blobs, storeTimeoutMs: timeoutMs };
  // Routes that send many documents to the engine declare the bulk lane (engine-caller.ts).
  const bulkRouteConfig = { rateLimit, engineLane: 'bulk' as const };
  const hr = (request: FastifyRequest, orgId: string) => requireOrgAccess(firestore, request.account, orgId, ['HR'], timeoutMs);

  // Engine work of these routes counts against each client's caps like the HireGen API's; the
  // ranking declares the bulk lane.
  useEngineCaller(app);

  app.post(
    '/api/orgs',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: 'Create an organisation (HR without one)',
        security,
        description: 'The caller becomes its first HR member: claims role=HR and orgId are set. Refresh the ID token afterwards.',
        body: R.createOrg.body,
        response: {
          201: A.createOrg,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const created = await createOrganisation(services, request.account!, request.body.name);
      return reply.code(201).send({ ...created, refreshToken: true });
    },
  );

  app.patch(
    '/api/orgs/:orgId',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: 'Rename the organisation (HR); its jobs and interviews show the new name',
        security,
        description:
          'The only way to rename an organisation: the name copied onto its jobs (the employer on job pages and in search) and interviews is rewritten with it.',
        ...R.renameOrg,
        response: {
          200: A.renameOrg,
          ...errors,
        },
      },
    },
    async (request) => renameOrganisation(services, await hr(request, request.params.orgId), request.body.name),
  );

  app.post(
    '/api/orgs/:orgId/invites',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: 'Invite a colleague (HR) or an interviewer by email',
        security,
        description: 'A one-time link bound to that email, valid 72 hours. No mail is sent: the link is returned (and logged) for the inviter to share.',
        ...R.createInvite,
        response: {
          201: A.createInvite,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const account = await hr(request, request.params.orgId);
      const email = request.body.email.trim();
      if (!EMAIL.test(email)) throw new HttpError(400, 'Enter a valid email address.');
      const invite = await createInvite(services, account, email, request.body.role);
      const link = `${options.publicUrl}/resumeinflux/invite/${invite.token}`;
      // No mail is sent: the link reaches the invitee through the inviter (and, locally, this log).
      request.log.info({ inviteId: invite.inviteId, link }, 'organisation invite created');
      return reply.code(201).send({ inviteId: invite.inviteId, link, email: invite.email, role: invite.role, expiresAt: invite.expiresAt });
    },
  );

  app.delete(
    '/api/orgs/:orgId/invites/:inviteId',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: { tags: ['organisations'], summary: 'Revoke an invitation', security, ...R.revokeInvite, response: { 204: { type: 'null' }, ...errors } },
    },
    async (request, reply) => {
      const account = await hr(request, request.params.orgId);
      await revokeInvite(services, account, request.params.inviteId);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/invites/:token',
    {
      config: routeConfig,
      schema: {
        tags: ['organisations'],
        summary: 'What an invitation link is for (no sign-in needed)',
        ...R.previewInvite,
        response: {
          200: A.previewInvite,
          ...errors,
        },
      },
    },
    async (request) => previewInvite(services, request.params.token),
  );

  app.post(
    '/api/invites/accept',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: 'Accept an invitation (signed in with the invited, verified email)',
        security,
        ...R.acceptInvite,
        response: {
          200: A.acceptInvite,
          ...errors,
        },
      },
    },
    async (request) => ({ ...(await acceptInvite(services, request.account!, request.body.token)), refreshToken: true }),
  );

  app.patch(
    '/api/orgs/:orgId/members/:uid',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: "Change a member's role (HR ⇄ Interviewer); their sign-in is revoked",
        security,
        ...R.changeMemberRole,
        response: { 200: A.changeMemberRole, ...errors },
      },
    },
    async (request) => changeMemberRole(services, await hr(request, request.params.orgId), request.params.uid, request.body.role),
  );

  app.delete(
    '/api/orgs/:orgId/members/:uid',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['organisations'],
        summary: 'Remove a member; their sign-in is revoked',
        security,
        ...R.removeMember,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(services, await hr(request, request.params.orgId), request.params.uid);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/applications',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: 'Apply to an open job with one of my resumes',
        security,
        description:
          'A snapshot of the resume goes to that organisation only (consent), with its match to the job. A closed job or a second application → 409.',
        ...R.apply,
        response: { 201: A.apply, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applyToJob({ firestore, engine, storeTimeoutMs: timeoutMs }, request.account!, request.body.jobId, request.body.resumeId)),
  );

  app.post(
    '/api/applications/match',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: 'The match applying with this resume would store, without applying',
        security,
        description:
          'The same job, resume text and engine call as POST /api/applications: the Apply dialog shows this figure for the resume chosen, and the application stores it.',
        ...R.previewMatch,
        response: { 200: A.previewMatch, ...errors },
      },
    },
    async (request) => previewApplicationMatch({ firestore, engine, storeTimeoutMs: timeoutMs }, request.account!, request.body.jobId, request.body.resumeId),
  );

  app.post(
    '/api/jobs/:jobId/pipeline',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "Add a talent-directory candidate to a job's pipeline (HR)",
        security,
        ...R.addFromDirectory,
        response: { 201: A.addFromDirectory, ...errors },
      },
    },
    async (request, reply) => {
      const job = await readJob(services, request.params.jobId);
      if (request.account?.orgId !== job.orgId) throw new HttpError(404, 'No such job.');
      const account = await hr(request, job.orgId);
      return reply
        .code(201)
        .send(await addFromDirectory({ firestore, engine, storeTimeoutMs: timeoutMs }, account, request.params.jobId, request.body.talentUid));
    },
  );

  app.get(
    '/api/jobs/:jobId/ranking',
    {
      config: bulkRouteConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "A job's applicants, best first (the best matches re-ordered by the learned ranker, as /api/v1/rank), and how many there are (HR)",
        security,
        params: R.ranking.params,
        querystring: {
          type: 'object',
          properties: {
            limit: {
              type: 'string',
              pattern: '^[0-9]{1,4}$',
              description: `How many of the best (1–${RANKING_PAGE_MAX}, default ${JOB_RANKING_LIMITS.defaultLimit})`,
            },
          },
          additionalProperties: false,
        },
        response: { 200: A.ranking, ...errors },
      },
    },
    async (request) => {
      const job = await readJob(services, request.params.jobId);
      if (request.account?.orgId !== job.orgId) throw new HttpError(404, 'No such job.');
      await hr(request, job.orgId);
      return rankStoredApplicants(firestore, engine, job, timeoutMs, request.query.limit ? Number(request.query.limit) : JOB_RANKING_LIMITS.defaultLimit);
    },
  );

  app.get(
    '/api/jobs/:jobId/criteria/suggestions',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "Review criteria suggested from the job's posting, in its own words (HR); nothing is saved",
        security,
        ...R.criteriaSuggestions,
        response: { 200: A.criteriaSuggestions, ...errors },
      },
    },
    async (request) => {
      const job = await readJob(services, request.params.jobId);
      if (request.account?.orgId !== job.orgId) throw new HttpError(404, 'No such job.');
      await hr(request, job.orgId);
      return { criteria: await suggestJobCriteria(engine, job) };
    },
  );

  app.put(
    '/api/jobs/:jobId/criteria',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: `Save the job's review criteria (HR; at most ${CRITERIA_LIMITS.maxCriteria}, ${CRITERIA_LIMITS.maxChars} characters each) and re-review its applicants`,
        security,
        description:
          'Each applicant gets met / not met / unclear per criterion with the resume sentence that decides it, stored in criteriaReviews/{applicationId} for HR. The body is checked with the shared zod schema (jobCriteriaInputSchema).',
        ...R.saveCriteria,
        response: {
          200: A.saveCriteria,
          ...errors,
        },
      },
    },
    async (request) => {
      const job = await readJob(services, request.params.jobId);
      if (request.account?.orgId !== job.orgId) throw new HttpError(404, 'No such job.');
      const account = await hr(request, job.orgId);
      const input = jobCriteriaProblem(request.body);
      if (!input.ok) throw new HttpError(400, input.message);
      return saveJobCriteria({ firestore, engine, storeTimeoutMs: timeoutMs }, job, input.value, account.uid);
    },
  );

  app.get(
    '/api/talent/:talentId/file',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: { tags: ['applications'], summary: 'The original file of uploaded talent (HR of its organisation)', security, ...R.talentFile },
    },
    async (request, reply) => {
      const orgId = request.account?.orgId;
      if (!orgId) throw new HttpError(403, 'Only HR members of an organisation can do this.');
      const account = await hr(request, orgId);
      // Uploaded talent is HR-only, as its document is under the rules.
      if (!mayRead(account.reader, { scope: 'talent', orgId })) throw new HttpError(403, 'Only HR members of an organisation can do this.');
      const blob = await talentFile(fileServices, orgId, request.params.talentId);
      const safeName = blob.fileName.replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', blob.contentType)
        .header('content-disposition', `inline; filename="${safeName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(blob.bytes));
    },
  );

  app.get(
    '/api/applications/:applicationId/file',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: "An application's original file (the candidate whose application it is, or HR of its organisation)",
        security,
        description:
          "An uploaded applicant's stored file; for an application a candidate made, the resume they sent as a PDF (drawn from the application's snapshot). 404 for anyone else, as if there were none.",
        ...R.applicationFile,
      },
    },
    async (request, reply) => {
      const file = await applicationFile({ ...fileServices, engine }, request.account, request.params.applicationId, (orgId) => hr(request, orgId));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName.replace(/[^\w.\- ]/g, '_')}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  app.delete(
    '/api/talent/:talentId',
    {
      config: routeConfig,
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary: 'Delete uploaded talent and its original file (HR of its organisation)',
        description: 'Applications made from it stay with their jobs (each keeps its own copy of the resume).',
        security,
        ...R.deleteTalent,
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const orgId = request.account?.orgId;
      if (!orgId) throw new HttpError(403, 'Only HR members of an organisation can do this.');
      const account = await hr(request, orgId);
      if (!mayRead(account.reader, { scope: 'talent', orgId })) throw new HttpError(403, 'Only HR members of an organisation can do this.');
      await deleteTalent({ firestore, blobs, storeTimeoutMs: timeoutMs }, orgId, request.params.talentId);
      return reply.code(204).send();
    },
  );
}
