// Security headers on every answer. The api serves JSON only (plus the docs, which set their
// own CSP through @fastify/swagger-ui's `staticCSP`), so the CSP denies everything by default.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';

export const securityHeadersPlugin = sharedPlugin(async (app: FastifyInstance) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // Answers can carry personal data (profiles): never cache them in shared caches.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
