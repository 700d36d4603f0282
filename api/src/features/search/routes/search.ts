// HireGen search over its own data:
//   GET /api/search/jobs            open jobs, public (a candidate's token adds "match to me")
//   GET /api/search/jobs/:jobId     one open job, public (the /jobs/:jobId page)
//   GET /api/search/candidates      verified HR and Interviewer members of an active organisation:
//                                   what they may read under the rules (HR: the directory, the
//                                   organisation's applicants and uploaded talent; Interviewer: the
//                                   directory and the applicants assigned to them)
//   GET /api/search/skills?prefix=  skills taxonomy autocomplete, public
// The query language and filters are parsed in features/search/service/params.ts; answers are
// `{ total, page, pageSize, results: [{ id, title, …, score, highlights }], facets }`, their
// schemas shared-schemas' SEARCH_ANSWER_SCHEMAS (open objects: every field a result has is sent).
import type { FastifyInstance } from 'fastify';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { SEARCH_ANSWER_SCHEMAS as A } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import { anyMember, readerFor } from '../../../platform/read-access';
import { HttpError } from '../../../platform/errors';
import { parseSearchParams } from '../service/params';
import { searchServiceFor } from '../service/search-backend';
import type { SearchService } from '../service/search-service';
import { suggestSkills } from '../service/synonyms';
import { typed } from '../../../plugins/typed-routes';

interface SearchRoutesOptions {
  firebase: { auth: Auth; firestore: Firestore };
  /** Per-client limits: a search costs milliseconds of CPU, so floods are refused early (429). */
  config: Pick<ApiConfig, 'apiRateLimit' | 'storeTimeoutMs'>;
  /** Tests and the bench hand in their own (already started or fed by hand). */
  service?: SearchService;
  /** How long a request waits for the index's first load before answering 503. */
  readyTimeoutMs?: number;
}

const ORG_ROLES = new Set(['HR', 'Interviewer']);
const tags = ['search'];

declare module 'fastify' {
  interface FastifyInstance {
    /** The search indexes (the bench and tests reach them through here). */
    searchService: SearchService;
  }
}

/** Search parameters are read and checked by parseSearchParams (features/search/service/params.ts). */
const searchQuery = { type: 'object', additionalProperties: true } as const;

export async function searchRoutes(fastify: FastifyInstance, options: SearchRoutesOptions) {
  const app = typed(fastify);
  const service = options.service ?? searchServiceFor(options.firebase.firestore, process.env);
  const readyTimeoutMs = options.readyTimeoutMs ?? 5_000;
  const config = { rateLimit: { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs } };
  app.decorate('searchService', service);
  if (!options.service) {
    app.addHook('onReady', async () => service.start(app.log));
    app.addHook('onClose', async () => service.stop());
  }

  async function ensureReady(): Promise<void> {
    if (!(await service.whenReady(readyTimeoutMs))) {
      throw new HttpError(503, 'Search is still loading. Please try again in a moment.', { 'retry-after': '2' });
    }
  }

  app.get(
    '/api/search/jobs',
    {
      config,
      schema: {
        tags,
        summary: 'Search open jobs (public)',
        querystring: searchQuery,
        response: { 200: A.results },
        description:
          'q: the search language (words, "phrases", AND, OR, NOT, -word, ( ), title:/skill:/location:/company:). Filters: title, skills, location, radius, remote, seniority, yearsMin, yearsMax, salaryMin, salaryMax, currency, posted (1|7|30), org. sort: relevance | newest | match (signed-in candidate). page, pageSize (≤ 50).',
      },
    },
    async (request, reply) => {
      const params = parseSearchParams(request.query, 'job');
      let profile = null;
      let me: { matchAvailable: boolean; message?: string } | undefined;
      if (request.headers.authorization) {
        // Signed-in callers are optional here, but a token that is sent must be valid (else 401).
        await app.authenticate(request, reply);
        if (request.account?.role === 'Candidate') {
          profile = await service.candidateProfile(request.account.uid);
          me = profile
            ? { matchAvailable: true }
            : { matchAvailable: false, message: 'Choose a primary resume in your dashboard to see how well you match each job.' };
        }
      }
      if (params.sort === 'match' && !profile) {
        throw new HttpError(400, me ? me.message! : 'Sign in as a candidate with a primary resume to sort jobs by your match.');
      }
      await ensureReady();
      return { ...(await service.searchJobs(params, profile)), ...(me ? { me } : {}) };
    },
  );

  app.get(
    '/api/search/jobs/:jobId',
    {
      config,
      schema: {
        tags,
        summary: 'One open job (public)',
        params: { type: 'object', properties: { jobId: { type: 'string', maxLength: 128 } }, required: ['jobId'] },
        response: { 200: A.job },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await ensureReady();
      const doc = await service.jobs.get(jobId);
      if (!doc) throw new HttpError(404, 'This job is not open: it may have been filled or closed.');
      return { id: doc.id, ...doc.display, title: doc.text.title, description: doc.text.body };
    },
  );

  app.get(
    '/api/search/candidates',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Search candidates (verified HR and Interviewer members of an active organisation)',
        description:
          "The talent directory (candidates who opted in) plus what you may read of your organisation's people: HR all its applicants and uploaded talent, an Interviewer the applicants assigned to them. Same q and filters as jobs (no salary or org), plus source (directory|applied|uploaded) and jobId (one of your open jobs: adds each candidate's match; sort=match ranks by it).",
        security: [{ firebaseIdToken: [] }],
        querystring: searchQuery,
        response: { 200: A.results },
      },
    },
    async (request) => {
      const account = request.account!;
      if (!account.role || !ORG_ROLES.has(account.role)) throw new HttpError(403, 'Only HR and Interviewer members of an organisation may search candidates.');
      if (!account.emailVerified) throw new HttpError(403, 'Verify your email address to search candidates.');
      // From the account's stored custom claims (the auth plugin reads them from Auth, not the token).
      const orgId = account.orgId;
      if (!orgId) throw new HttpError(403, 'Join or create an organisation to search candidates.');
      const params = parseSearchParams(request.query, 'candidate');
      // The organisation's state, as the rules read it on every request: a suspended one sees nothing.
      const reader = await readerFor(options.firebase.firestore, account, options.config.storeTimeoutMs);
      if (reader.orgState === 'suspended') throw new HttpError(403, 'This organisation is suspended. Contact HireGen support.');
      if (!anyMember(reader)) throw new HttpError(403, 'Join or create an organisation to search candidates.');
      await ensureReady();
      let job = null;
      if (params.jobId) {
        job = (await service.jobs.get(params.jobId)) ?? null;
        if (!job || job.orgId !== orgId) throw new HttpError(404, "That job is not one of your organisation's open jobs.");
      }
      if (params.sort === 'match' && !job) throw new HttpError(400, 'Choose one of your open jobs ("jobId") to sort candidates by their match to it.');
      return { ...(await service.searchCandidates(params, reader, job)), jobs: await service.openJobsOf(orgId) };
    },
  );

  app.get(
    '/api/search/skills',
    {
      config,
      schema: {
        tags,
        summary: 'Skills autocomplete from the taxonomy (public)',
        querystring: { type: 'object', properties: { prefix: { type: 'string', maxLength: 60 } }, required: ['prefix'], additionalProperties: false },
        response: { 200: A.skills },
      },
    },
    async (request) => {
      const { prefix } = request.query;
      return { suggestions: suggestSkills(prefix) };
    },
  );
}
