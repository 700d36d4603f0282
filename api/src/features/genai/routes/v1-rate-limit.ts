// Who may call the HireGen API v1 and how much, decided in onRequest before any body is read:
// - `X-API-Key` with a registered, unrevoked key (features/keys/service/api-keys.ts): that key's budget per
//   rate window (V1_KEY_RATE_LIMIT) and the daily quota of its organisation (or owner) — all its
//   keys together, so revoking a key and creating another gives nothing back
//   (features/keys/service/api-key-quota.ts); each request and each error is also counted for the key per UTC
//   day (its usage chart).
// - an unknown or revoked key: 401 `{ message }`; a key of a suspended organisation: 403.
// - no key: the small anonymous budget (V1_RATE_LIMIT) per client IP, so the public tool screens
//   work without a key.
// Failed key attempts share the per-IP ceiling (V1_RATE_LIMIT_PER_IP) with anonymous calls, so
// guessing keys is throttled. Rate counters are in memory (per instance), like the api's others.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Firestore } from 'firebase-admin/firestore';
import { TooManyRequestsError } from '../../../plugins/rate-limits';
import { DailyQuotaCounter, quotaHolder } from '../../keys/service/api-key-quota';
import { ApiKeyVerifier, UsageRecorder, type ApiKeySettings, type VerifiedKey } from '../../keys/service/api-keys';
import { HttpError } from '../../../platform/errors';
import type { V1Limits } from '../service/v1-limits';
import { apiKeyHeader } from '../../keys/schemas/api-key-header';

declare module 'fastify' {
  interface FastifyRequest {
    /** The v1 caller's API key once checked; null for anonymous calls. */
    apiKey: VerifiedKey | null;
  }
}

export interface V1AccessOptions {
  limits: Pick<V1Limits, 'rateLimit' | 'rateLimitPerIp' | 'rateWindowMs'>;
  keys: Pick<ApiKeySettings, 'keyRateLimit' | 'cacheMs'>;
  firestore: Firestore;
  storeTimeoutMs: number;
}

export function useV1RateLimit(app: FastifyInstance, options: V1AccessOptions): { verifier: ApiKeyVerifier; usage: UsageRecorder } {
  const { limits } = options;
  const verifier = new ApiKeyVerifier(options.firestore, options.keys, options.storeTimeoutMs);
  const usage = new UsageRecorder(options.firestore, 1_000, (error) =>
    app.log.warn({ err: { name: (error as Error).name } }, 'API key usage could not be written'),
  );
  app.addHook('onClose', () => usage.close());
  const quota = new DailyQuotaCounter(options.firestore, {
    cacheMs: options.keys.cacheMs,
    timeoutMs: options.storeTimeoutMs,
    onError: (error) => app.log.warn({ err: { name: (error as Error).name } }, 'API quota usage could not be written'),
  });
  app.addHook('onClose', () => quota.close());

  const anonymous = app.createRateLimit({ max: limits.rateLimit, timeWindow: limits.rateWindowMs, keyGenerator: (request) => `anon:${request.ip}` });
  const perIp = app.createRateLimit({ max: limits.rateLimitPerIp, timeWindow: limits.rateWindowMs, keyGenerator: (request) => `ip:${request.ip}` });
  const perKey = app.createRateLimit({
    max: options.keys.keyRateLimit,
    timeWindow: limits.rateWindowMs,
    keyGenerator: (request) => `key:${request.apiKey?.id ?? ''}`,
  });

  async function enforce(limiter: typeof perIp, request: FastifyRequest, reply: { header(name: string, value: string): unknown }) {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      const seconds = Math.max(1, verdict.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new TooManyRequestsError(seconds);
    }
  }

  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    const raw = apiKeyHeader(request);
    if (!raw) {
      await enforce(anonymous, request, reply);
      await enforce(perIp, request, reply);
      return;
    }
    const verdict = await verifier.verify(raw);
    if (!verdict.ok) {
      await enforce(perIp, request, reply);
      throw new HttpError(verdict.status, verdict.message);
    }
    // A release key (scoped to a remote) is not a HireGen API key.
    if (verdict.key.scopes.length)
      throw new HttpError(403, 'This key may only release remotes (npm run release); the HireGen API needs a key created under API keys.');
    request.apiKey = verdict.key;
    const holder = quotaHolder(verdict.key);
    const used = await quota.usedToday(holder);
    // Every keyed request counts, refused ones too (as in the key's usage).
    quota.add(holder);
    if (used >= verdict.key.quota) {
      const now = new Date();
      const seconds = Math.max(1, Math.ceil((Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(
        429,
        `This API key has used its ${verdict.key.quota} requests for today (UTC)${verdict.key.orgId ? ", counted for all of its organisation's keys together" : ''}. The quota resets at midnight UTC.`,
      );
    }
    await enforce(perKey, request, reply);
  });
  // Every answer to a keyed request counts once, refused ones (429) as errors too.
  app.addHook('onResponse', async (request, reply) => {
    if (request.apiKey) usage.record(request.apiKey.id, reply.statusCode >= 400);
  });
  return { verifier, usage };
}
