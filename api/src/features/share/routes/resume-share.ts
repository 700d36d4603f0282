// A public resume link (issue 27, feature 10). The owner turns it on, off and sets its options
// (Candidate only); anyone, signed out too, reads a shared resume and its PDF by slug. Views and
// downloads are counted here, once per visitor per UTC day (ShareVisits, in Firestore), never by the
// browser. Not opted in to search: every public answer carries X-Robots-Tag: noindex.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ACCOUNT_ANSWER_SCHEMAS, SHARE_SLUG_PATTERN } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { HttpError } from '../../../platform/errors';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { NOT_SHARED, ResumeShares } from '../service/resume-share';
import { ShareVisits } from '../service/share-visits';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

interface ResumeShareOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit' | 'ipHashSalt'>;
  engine: GenaiEngine;
  /** Tests pass their own (clock). */
  visits?: ShareVisits;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema, 503: messageSchema };
const resumeParams = { type: 'object', required: ['resumeId'], properties: { resumeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } } } as const;
const slugParams = { type: 'object', required: ['slug'], properties: { slug: { type: 'string', maxLength: 64 } } } as const;
/** Public reads per visitor address per minute (a page view is one read; the PDF one more). */
export const PUBLIC_RATE_LIMIT = 60;

export async function resumeShareRoutes(fastify: FastifyInstance, { firebase, config, engine, visits }: ResumeShareOptions) {
  const app = typed(fastify);
  const shares = new ResumeShares(firebase.firestore, config.storeTimeoutMs);
  const visitors = visits ?? new ShareVisits(firebase.firestore, config.ipHashSalt, config.storeTimeoutMs);
  const owner = {
    config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
    onRequest: [app.authenticate, app.requireRole('Candidate')],
  };

  app.get(
    '/api/resumes/:resumeId/share',
    {
      ...owner,
      schema: {
        tags: ['candidate'],
        summary: "My resume's public link and its counts",
        security: [{ firebaseIdToken: [] }],
        params: resumeParams,
        response: { 200: ACCOUNT_ANSWER_SCHEMAS.shareState, ...errors },
      },
    },
    async (request) => ({ share: await shares.get(request.account!.uid, request.params.resumeId) }),
  );

  app.put(
    '/api/resumes/:resumeId/share',
    {
      ...owner,
      schema: {
        tags: ['candidate'],
        summary: "Turn my resume's public link on or off",
        description:
          'Body { enabled, indexable, showContact }. The link (/r/<slug>, 132 random bits) is made the first time and kept; turned off, it answers 404 "This resume is not shared.".',
        security: [{ firebaseIdToken: [] }],
        params: resumeParams,
        body: {
          type: 'object',
          required: ['enabled', 'indexable', 'showContact'],
          additionalProperties: false,
          properties: { enabled: { type: 'boolean' }, indexable: { type: 'boolean' }, showContact: { type: 'boolean' } },
        },
        response: { 200: ACCOUNT_ANSWER_SCHEMAS.share, ...errors },
      },
    },
    async (request) => {
      return { share: await shares.set(request.account!.uid, request.params.resumeId, request.body) };
    },
  );

  const publicRoute = { config: { rateLimit: { max: PUBLIC_RATE_LIMIT, timeWindow: 60_000 } } };
  const robots = (reply: FastifyReply, indexable: boolean) => {
    if (!indexable) reply.header('x-robots-tag', 'noindex');
    reply.header('cache-control', 'no-store');
  };
  const slugOf = ({ slug }: { slug: string }) => {
    if (!SHARE_SLUG_PATTERN.test(slug)) throw new HttpError(404, NOT_SHARED);
    return slug;
  };
  /** The shared resume by the slug in the path; a refused link (unknown, turned off) is never indexed either. */
  const openShared = async (params: { slug: string }, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex');
    const slug = slugOf(params);
    const page = await shares.read(slug);
    reply.removeHeader('x-robots-tag');
    robots(reply, page.indexable);
    return { slug, page };
  };
  /** A view or download, counted once per visitor per UTC day (ShareVisits). */
  const countOnce = async (request: { ip: string; headers: Record<string, unknown> }, slug: string, what: 'views' | 'downloads') => {
    const ua = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '';
    await visitors.count(slug, what, request.ip, ua);
  };

  app.get(
    '/api/public/resumes/:slug',
    {
      ...publicRoute,
      schema: {
        tags: ['public'],
        summary: 'A shared resume (signed out)',
        description:
          "The resume, and its pages drawn in the owner's template (`drawing`: resume-templates drawing operations and the two font files). Counts a view, once per visitor per UTC day. 404 when the link is unknown or turned off. X-Robots-Tag: noindex unless the owner opted in.",
        params: slugParams,
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.publicResume,
          404: messageSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { slug, page } = await openShared(request.params, reply);
      // Drawn here, by the PDF's own layout code (as the builder's preview is), so the page needs
      // no renderer: its JS stays within the public pages' budget.
      const drawing = await engine.tasks.drawResume({ resume: page.resume, template: page.template });
      await countOnce(request, slug, 'views');
      return { ...page, drawing };
    },
  );

  app.get(
    '/api/public/resumes/:slug/status',
    {
      ...publicRoute,
      schema: {
        tags: ['public'],
        summary: 'Whether a public resume link shows a resume (signed out)',
        description:
          "For the page's HTTP status (the shell's server asks it before serving /r/:slug): 200 `{ indexable }` when shared, 410 when its owner turned it off, 404 when unknown or its resume is gone. Counts nothing.",
        params: slugParams,
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.publicStatus,
          404: messageSchema,
          410: messageSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
      const slug = slugOf(request.params);
      const { state, indexable } = await shares.status(slug);
      if (state === 'off') throw new HttpError(410, NOT_SHARED);
      if (state === 'unknown') throw new HttpError(404, NOT_SHARED);
      return { indexable };
    },
  );

  app.get(
    '/api/public/resumes/:slug/pdf',
    {
      ...publicRoute,
      schema: {
        tags: ['public'],
        summary: "A shared resume's PDF (signed out)",
        description: 'In the template the owner chose; counts a download once per visitor per UTC day.',
        params: slugParams,
      },
    },
    async (request, reply) => {
      const { slug, page } = await openShared(request.params, reply);
      const pdf = await engine.tasks.renderResumePdf({ resume: page.resume, template: page.template });
      await countOnce(request, slug, 'downloads');
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${pdf.fileName.replace(/[^A-Za-z0-9._-]/g, '')}"`);
      return reply.send(Buffer.from(pdf.bytes));
    },
  );
}
