// Security headers on every answer, set in one onRequest hook from a precomputed table: the
// set the OWASP REST Security Cheat Sheet lists for API responses (Content-Type comes from
// Fastify). The api answers JSON only, so the CSP denies everything and `no-store` keeps
// answers that carry personal data (profiles) out of caches; a route may override it.
// Headers that only matter for HTML documents (Referrer-Policy, COOP, Origin-Agent-Cluster, …)
// are sent by the one HTML page, /api/docs (see docs.ts), not on every JSON answer: each header
// costs every request on the server and on the client (the contact bench measures it).
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Added to the HTML pages (the api docs) on top of SECURITY_HEADERS. */
export const HTML_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
});

export const securityHeadersPlugin = sharedPlugin(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // The request id (see request-ids.ts) goes back to the caller so they can quote it.
    reply.header('x-request-id', request.id);
    done();
  });
});
