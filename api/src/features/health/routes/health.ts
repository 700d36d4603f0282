// Liveness (/healthz: the process answers) and readiness (/readyz: Firestore answers too),
// for a load balancer or orchestrator. Neither needs sign-in nor touches personal data.
import type { FastifyInstance } from 'fastify';
import type { Firestore } from 'firebase-admin/firestore';
import { HEALTH_ANSWER_SCHEMAS as A } from 'shared-schemas';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';
import { checkStoreReachable } from '../service/readiness';

export async function healthRoutes(fastify: FastifyInstance, options: { firestore: Firestore; timeoutMs: number }) {
  const app = typed(fastify);
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process is up', response: { 200: A.status } } }, async () => ({ status: 'ok' }));

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The api can reach Firestore',
        response: { 200: A.status, 503: messageSchema },
      },
    },
    async () => {
      await checkStoreReachable(options.firestore, options.timeoutMs);
      return { status: 'ready' };
    },
  );
}
