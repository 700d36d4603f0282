// Security headers on every answer, set in one onRequest hook from a precomputed table (the
// same headers @fastify/helmet sets by default, minus the ones for HTML pages): a per-request
// middleware chain cost a third of the rejected-post throughput in the bench.
// The api serves JSON only, so the CSP denies everything; the docs (/api/docs) set their own
// CSP through @fastify/swagger-ui's `staticCSP`. `cache-control: no-store` because answers can
// carry personal data (profiles); a route may override it.
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'cache-control': 'no-store',
});

export const securityHeadersPlugin = sharedPlugin(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // The request id (see request-ids.ts) goes back to the caller so they can quote it.
    reply.header('x-request-id', request.id);
    done();
  });
});
