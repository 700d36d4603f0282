// The HireGen API's daily quota belongs to the organisation, not to a key: an HR member who
// revokes a spent key and creates a new one gets no new requests that day, on this api instance
// or another. Keys get the default quota (API_KEY_DAILY_QUOTA=3 here), as HR creates them.
import type { FastifyInstance } from 'fastify';
import { bearer, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, observer, organization, type Observer } from '../admin/admin-fixtures';

jest.setTimeout(60_000);

const quotaBefore = process.env.API_KEY_DAILY_QUOTA;
let app: FastifyInstance;
let watch: Observer;
let orgId: string;
let hr: TestAccount;

beforeAll(async () => {
  // features/keys/routes/api-keys.ts reads the default quota from the environment when it is registered.
  process.env.API_KEY_DAILY_QUOTA = '3';
  app = await buildTestApp();
  watch = observer();
  orgId = await organization(watch, 'Quota Org');
  hr = await accountWith(watch, 'quota-hr', { role: 'HR', orgId });
});
afterAll(async () => {
  await app?.close();
  await watch?.close();
  if (quotaBefore === undefined) delete process.env.API_KEY_DAILY_QUOTA;
  else process.env.API_KEY_DAILY_QUOTA = quotaBefore;
});

const keywords = (on: FastifyInstance, key: string) =>
  on.inject({ method: 'POST', url: '/api/v1/keywords', payload: { text: 'React and TypeScript engineer' }, headers: { 'x-api-key': key } });

async function createKey(name: string): Promise<{ key: string; id: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(hr.idToken), payload: { name } });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { key: string; apiKey: { id: string; quota: number } };
  expect(body.apiKey.quota).toBe(3);
  return { key: body.key, id: body.apiKey.id };
}

test("revoking a spent key and creating another does not reset the organisation's quota for the day", async () => {
  const first = await createKey('Spent');
  expect([(await keywords(app, first.key)).statusCode, (await keywords(app, first.key)).statusCode, (await keywords(app, first.key)).statusCode]).toEqual([
    200, 200, 200,
  ]);
  const over = await keywords(app, first.key);
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toMatch(/used its 3 requests for today \(UTC\), counted for all of its organisation's keys together/);

  expect((await app.inject({ method: 'POST', url: `/api/keys/${first.id}/revoke`, headers: bearer(hr.idToken) })).statusCode).toBe(200);
  const second = await createKey('Fresh start?');
  const refused = await keywords(app, second.key);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  // Another api instance (nothing in its memory) reads the organisation's count from Firestore.
  const today = new Date().toISOString().slice(0, 10);
  const stored = watch.firestore.doc(`apiQuotaUsage/org:${orgId}~${today}`);
  const started = Date.now();
  while (Number((await stored.get()).get('requests') ?? 0) < 5 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await stored.get()).data()).toMatchObject({ holder: `org:${orgId}`, day: today, requests: 5 });
  const other = await buildTestApp();
  try {
    expect((await keywords(other, second.key)).statusCode).toBe(429);
  } finally {
    await other.close();
  }
});

test("another organisation's quota is its own", async () => {
  const otherOrg = await organization(watch, 'Quota Org B');
  const otherHr = await accountWith(watch, 'quota-hr-b', { role: 'HR', orgId: otherOrg });
  const created = await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(otherHr.idToken), payload: { name: 'B' } });
  expect((await keywords(app, (created.json() as { key: string }).key)).statusCode).toBe(200);
});
