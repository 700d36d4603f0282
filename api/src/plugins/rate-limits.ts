// Per-client rate limits (by IP; behind a proxy set TRUST_PROXY so the client's IP is used).
// Routes opt in with `config.rateLimit`; the limits themselves come from the environment.
// The store is in memory: with several api instances, each counts alone (documented in README).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from './shared-plugin';

export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor(retryAfterSeconds: number) {
    super(`Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`);
    this.name = 'TooManyRequestsError';
  }
}

export const rateLimitsPlugin = sharedPlugin(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    // Counting happens in onRequest, before the body is read, so floods cost little.
    hook: 'onRequest',
    // Only Retry-After (on 429): the x-ratelimit-* headers on every answer cost throughput and
    // tell a bot exactly how to pace itself.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});
