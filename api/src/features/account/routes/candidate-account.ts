// A candidate's own account, where it crosses a trust line: export everything about me as one
// JSON file, and delete my account (the api does it: applications, the audit log and the Auth
// account are not the browser's to write). Candidate accounts only; the signed-in rate limit.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ANSWER_SCHEMAS } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { deleteCandidate, exportCandidate } from '../service/candidate-account';
import { HttpError } from '../../../platform/errors';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

interface CandidateAccountOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
  blobs: Pick<BlobStore, 'deletePrefix'>;
}

/** What the candidate types to confirm; a stray or replayed request without it deletes nothing. */
export const DELETE_CONFIRMATION = 'delete my account';

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 429: messageSchema, 503: messageSchema };

export async function candidateAccountRoutes(fastify: FastifyInstance, { firebase, config, blobs }: CandidateAccountOptions) {
  const app = typed(fastify);
  const services = { auth: firebase.auth, firestore: firebase.firestore, blobs, storeTimeoutMs: config.storeTimeoutMs };
  const common = {
    config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
    onRequest: [app.authenticate, app.requireRole('Candidate')],
  };

  app.get(
    '/api/candidate/export',
    {
      ...common,
      schema: {
        tags: ['candidate'],
        summary: 'Export all my data as one JSON file',
        description:
          'Account, profile, resumes with their versions, practice sessions, the talent directory entry, applications (with the resume copy each organisation received) and interviews. Sent as an attachment.',
        security: [{ firebaseIdToken: [] }],
        response: { 200: ACCOUNT_ANSWER_SCHEMAS.export, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportCandidate(services, request.account!.uid);
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="hiregen-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/candidate/account',
    {
      ...common,
      schema: {
        tags: ['candidate'],
        summary: 'Delete my account',
        description: `Body { "confirm": "${DELETE_CONFIRMATION}" }. Deletes resumes (and versions), practice sessions and the directory entry; withdraws open applications and erases the resume copy, name, email and match details of every application; erases interview answers; deletes the Auth account. An audit entry keeps the uid and counts only.`,
        security: [{ firebaseIdToken: [] }],
        body: { type: 'object', required: ['confirm'], properties: { confirm: { type: 'string', maxLength: 64 } }, additionalProperties: false },
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.deleted,
          ...errors,
        },
      },
    },
    async (request) => {
      const { confirm } = request.body;
      if (confirm.trim().toLowerCase() !== DELETE_CONFIRMATION) throw new HttpError(400, `To delete your account, send "confirm": "${DELETE_CONFIRMATION}".`);
      const counts = await deleteCandidate(services, request.account!.uid);
      request.log.info({ action: 'candidate.account.delete' }, 'candidate account deleted');
      return { deleted: true, counts };
    },
  );
}
