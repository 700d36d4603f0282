// Who may name the client's address. The api listens on a real port with TRUST_PROXY=127.0.0.1
// and TRUST_PROXY_SECRET, as `npm start` runs it behind the shell's proxy. A client calling the
// api port directly with its own X-Forwarded-For (from 127.0.0.1, the proxy's own address) is
// still counted by the address it connected from; only requests carrying the proxy's secret have
// their X-Forwarded-For believed. (scripts/forwarded-for.test.mjs runs the real proxy in front.)
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, PROXY_SECRET_HEADER } from '../../../src/config';
import { buildTestApp } from '../../support/test-app';

const SECRET = 'test-proxy-secret-0123456789';
let app: FastifyInstance;
let base: string;

const v1RateLimitBefore = process.env.V1_RATE_LIMIT;

beforeAll(async () => {
  // The HireGen API reads its V1_* limits from the process environment.
  process.env.V1_RATE_LIMIT = '2';
  app = await buildTestApp({ TRUST_PROXY: '127.0.0.1', TRUST_PROXY_SECRET: SECRET, CONTACT_RATE_LIMIT: '2' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  if (v1RateLimitBefore === undefined) delete process.env.V1_RATE_LIMIT;
  else process.env.V1_RATE_LIMIT = v1RateLimitBefore;
});

// The honeypot filled: answered 201 without a Firestore write, counted like any post.
const botPost = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 's', message: 'm', website: 'bot' });

async function contact(headers: Record<string, string>): Promise<number> {
  const answer = await fetch(`${base}/api/contact-us`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: botPost });
  await answer.arrayBuffer();
  return answer.status;
}

test('a client calling the api port directly with forged X-Forwarded-For values stays in its own bucket (contact)', async () => {
  const statuses = [];
  for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
    statuses.push(await contact({ 'x-forwarded-for': forged, forwarded: `for=${forged}`, 'x-real-ip': forged }));
  expect(statuses).toEqual([201, 201, 429]);
});

test('a wrong proxy secret is no better than none', async () => {
  expect(await contact({ 'x-forwarded-for': '4.4.4.4', [PROXY_SECRET_HEADER]: 'not-the-secret-at-all' })).toBe(429);
});

test('the proxy (with its secret) names each visitor, and each visitor has their own bucket', async () => {
  const proxied = (client: string) => contact({ 'x-forwarded-for': client, [PROXY_SECRET_HEADER]: SECRET });
  expect([await proxied('5.5.5.5'), await proxied('5.5.5.5'), await proxied('5.5.5.5'), await proxied('6.6.6.6')]).toEqual([201, 201, 429, 201]);
});

test('the anonymous HireGen API budget is per connecting address too', async () => {
  const statuses = [];
  for (const forged of ['7.7.7.7', '8.8.8.8', '9.9.9.9']) {
    const answer = await fetch(`${base}/api/v1/keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      body: '{}',
    });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  // Two refused bodies (400) use the budget of two; the third request is over it.
  expect(statuses).toEqual([400, 400, 429]);
});

test('TRUST_PROXY_SECRET needs TRUST_PROXY and at least 16 printable characters', () => {
  expect(() => loadConfig({ TRUST_PROXY_SECRET: SECRET })).toThrow(ConfigError);
  expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1', TRUST_PROXY_SECRET: 'short' })).toThrow(/at least 16 printable characters/);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1', TRUST_PROXY_SECRET: SECRET }).trustProxySecret).toBe(SECRET);
  expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxySecret).toBeNull();
});
