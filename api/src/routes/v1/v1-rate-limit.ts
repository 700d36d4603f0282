// Per-client rate limit of the whole v1 API: one budget per client key — the X-API-Key header
// when sent, else the client IP — shared by every v1 endpoint, plus a higher per-IP ceiling,
// because keys are not registered and a caller could otherwise send a new key each time.
// Counters are in memory (per instance), like the rest of the api's limits.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../plugins/rate-limits';
import { HttpError } from '../../services/errors';
import type { V1Limits } from '../../services/genai/v1-limits';

const MAX_KEY_LENGTH = 256;

/** The client key: a hash of X-API-Key (raw keys are never kept), else the IP. */
export function clientKey(request: FastifyRequest): string {
  const header = request.headers['x-api-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return `ip:${request.ip}`;
  if (key.length > MAX_KEY_LENGTH) throw new HttpError(400, `The X-API-Key header is too long (at most ${MAX_KEY_LENGTH} characters).`);
  return `key:${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;
}

export function useV1RateLimit(app: FastifyInstance, limits: Pick<V1Limits, 'rateLimit' | 'rateLimitPerIp' | 'rateWindowMs'>): void {
  const perKey = app.createRateLimit({ max: limits.rateLimit, timeWindow: limits.rateWindowMs, keyGenerator: clientKey });
  const perIp = app.createRateLimit({ max: limits.rateLimitPerIp, timeWindow: limits.rateWindowMs, keyGenerator: (request) => `ip:${request.ip}` });
  // onRequest: counted before the body is read, so a flood of uploads costs little.
  app.addHook('onRequest', async (request, reply) => {
    for (const limiter of [perKey, perIp]) {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        const seconds = Math.max(1, verdict.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new TooManyRequestsError(seconds);
      }
    }
  });
}
