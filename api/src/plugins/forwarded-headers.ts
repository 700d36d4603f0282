// Which requests may name their client: Fastify believes X-Forwarded-For (and -Host, -Proto)
// only from TRUST_PROXY addresses (app.ts). On one host that is not enough — the local stack's
// proxy and any process calling the api port directly are all 127.0.0.1 — so with
// TRUST_PROXY_SECRET set, a request must also carry the proxy's secret; without it its
// forwarding headers are removed before anything reads them, and it is counted, rate-limited
// and logged by the address it connected from.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PROXY_SECRET_HEADER } from '../config';
import { sharedPlugin } from './shared-plugin';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'x-real-ip'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

export const forwardedHeadersPlugin = sharedPlugin(async (app: FastifyInstance, options: { secret: string | null }) => {
  if (options.secret === null) return;
  const expected = digest(options.secret);
  // First of the onRequest hooks (registered before the rate limits): request.ip is read from the
  // raw headers each time it is asked, so what is removed here is never believed.
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    const sent = headers[PROXY_SECRET_HEADER];
    const fromProxy = typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
    delete headers[PROXY_SECRET_HEADER];
    if (!fromProxy) for (const name of FORWARDING_HEADERS) delete headers[name];
    done();
  });
});
