// No CORS on the api: the browser reaches it same-origin through the shell's /api proxy, so no
// other site's script may read an answer — not a signed-in one, not the public HireGen API's.
// Through the proxy the same is checked by scripts/forwarded-for.test.mjs (run by servers.test.ts).
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const ORIGIN = 'https://elsewhere.example';
const corsHeaders = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name.startsWith('access-control-'));

test.each([
  ['GET', '/api/search/skills?prefix=js'],
  ['GET', '/api/search/jobs?q=nurse'],
  ['GET', '/api/me'],
  ['GET', '/api/keys'],
  ['POST', '/api/contact-us'],
  ['POST', '/api/v1/keywords'],
  ['GET', '/healthz'],
] as const)('%s %s answers without any Access-Control-* header, preflight included', async (method, url) => {
  const answer = await app.inject({ method, url, headers: { origin: ORIGIN }, ...(method === 'POST' ? { payload: {} } : {}) });
  expect(corsHeaders(answer.headers)).toEqual([]);
  const preflight = await app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, x-api-key' },
  });
  expect(corsHeaders(preflight.headers)).toEqual([]);
});
