// HireGen API keys end to end through the api: an HR member creates a key (shown once, stored
// hashed), /api/v1 accepts it and counts its usage, refuses unknown and revoked keys with 401
// `{ message }` (revocation within 5 s), and its daily quota; Admins see and revoke every key.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { migrateApiKeySecrets } from '../../../src/features/keys/service/api-keys';
import { bearer, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, auditFor, observer, organization, type Observer } from '../admin/admin-fixtures';

let app: FastifyInstance;
let watch: Observer;
let orgId: string;
let hr: TestAccount;
let otherHr: TestAccount;
let admin: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
  orgId = await organization(watch, 'Keys Org');
  hr = await accountWith(watch, 'keys-hr', { role: 'HR', orgId });
  otherHr = await accountWith(watch, 'other-hr', { role: 'HR', orgId: await organization(watch, 'Other Org') });
  admin = await accountWith(watch, 'keys-admin', { role: 'Admin' });
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

const keywords = (key?: string) =>
  app.inject({ method: 'POST', url: '/api/v1/keywords', payload: { text: 'React and TypeScript engineer' }, headers: key ? { 'x-api-key': key } : {} });

async function createKey(name: string) {
  const response = await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(hr.idToken), payload: { name } });
  expect(response.statusCode).toBe(201);
  return response.json() as { key: string; apiKey: { id: string; prefix: string; name: string; orgId: string } };
}

/** Polls until `check` passes or `ms` elapse; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${ms} ms`);
}

test('only HR members with an organisation manage keys', async () => {
  const candidate = await accountWith(watch, 'keys-candidate', { role: 'Candidate' });
  expect((await app.inject({ method: 'GET', url: '/api/keys' })).statusCode).toBe(401);
  const refused = await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(candidate.idToken) });
  expect(refused.statusCode).toBe(403);
  const orphan = await accountWith(watch, 'orphan-hr', { role: 'HR' });
  expect((await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(orphan.idToken), payload: { name: 'x' } })).json().message).toMatch(
    /organisation/,
  );
  const blank = await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(hr.idToken), payload: { name: '   ' } });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toMatch(/"name"/);
});

test('a key is shown once, stored only hashed, listed by prefix; /api/v1 accepts it and counts usage; revoked → 401 within 5 s', async () => {
  const { key, apiKey } = await createKey('CI pipeline');
  expect(key).toMatch(/^hg_[A-Za-z0-9_-]{32}$/);
  expect(apiKey).toEqual(expect.objectContaining({ name: 'CI pipeline', prefix: key.slice(0, 11), orgId, ownerUid: hr.uid, revokedAt: null }));
  const stored = (await watch.firestore.doc(`apiKeys/${apiKey.id}`).get()).data()!;
  // The owner may read apiKeys/{id} from the browser: it holds no hash. The hash names an
  // api-only document instead.
  const hash = createHash('sha256').update(key).digest('hex');
  expect(stored.hash).toBeUndefined();
  expect(JSON.stringify(stored)).not.toContain(hash);
  expect(JSON.stringify(stored)).not.toContain(key);
  expect((await watch.firestore.doc(`apiKeySecrets/${hash}`).get()).data()).toEqual(expect.objectContaining({ keyId: apiKey.id }));
  const listed = await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) });
  const mine = listed.json().keys.find((k: { id: string }) => k.id === apiKey.id);
  expect(mine).toEqual(expect.objectContaining({ prefix: apiKey.prefix }));
  expect(listed.body).not.toContain(hash);
  expect(listed.body).not.toContain(key);
  // Another organisation does not see it.
  expect((await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(otherHr.idToken) })).json().keys.map((k: { id: string }) => k.id)).not.toContain(
    apiKey.id,
  );

  const unknown = await keywords('hg_thisKeyWasNeverIssuedByHireGen00000');
  expect(unknown.statusCode).toBe(401);
  expect(unknown.json()).toEqual({ message: 'This API key is not valid. Check the X-API-Key header, or create a key in HireGen.' });

  const ok = await keywords(key);
  expect(ok.statusCode).toBe(200);
  expect(ok.json().keywords.length).toBeGreaterThan(0);
  const bad = await app.inject({ method: 'POST', url: '/api/v1/keywords', payload: { text: 5 }, headers: { 'x-api-key': key } });
  expect(bad.statusCode).toBe(400);
  const today = new Date().toISOString().slice(0, 10);
  await within(5_000, async () => {
    const usage = await app.inject({ method: 'GET', url: `/api/keys/${apiKey.id}/usage?days=7`, headers: bearer(hr.idToken) });
    const last = usage.json().usage.at(-1);
    return last.day === today && last.requests === 2 && last.errors === 1;
  });
  expect((await watch.firestore.doc(`apiKeys/${apiKey.id}`).get()).get('lastUsedAt')).toBeTruthy();

  // Another organisation cannot revoke it (and is not told it exists).
  expect((await app.inject({ method: 'POST', url: `/api/keys/${apiKey.id}/revoke`, headers: bearer(otherHr.idToken) })).statusCode).toBe(404);
  const revoked = await app.inject({ method: 'POST', url: `/api/keys/${apiKey.id}/revoke`, headers: bearer(hr.idToken) });
  expect(revoked.json()).toEqual({ changed: true, apiKey: expect.objectContaining({ id: apiKey.id, revokedAt: expect.any(String), revokedBy: hr.uid }) });
  const took = await within(5_000, async () => (await keywords(key)).statusCode === 401);
  expect(took).toBeLessThan(5_000);
  expect((await keywords(key)).json()).toEqual({ message: 'This API key has been revoked. Create a new key in HireGen.' });
  expect((await auditFor(watch, `apiKey:${apiKey.id}`)).map((entry) => entry.action)).toEqual(['apiKey.revoke', 'apiKey.create']);
});

test('a key minted when the hash sat on apiKeys/{id} still works, and its hash moves out of the owner-readable document', async () => {
  const { key, apiKey } = await createKey('Legacy');
  const hash = createHash('sha256').update(key).digest('hex');
  // Put it back the way keys were stored before: hash on the key, no secret document.
  await watch.firestore.doc(`apiKeySecrets/${hash}`).delete();
  await watch.firestore.doc(`apiKeys/${apiKey.id}`).update({ hash });
  expect((await keywords(key)).statusCode).toBe(200);
  expect((await watch.firestore.doc(`apiKeys/${apiKey.id}`).get()).get('hash')).toBeUndefined();
  expect((await watch.firestore.doc(`apiKeySecrets/${hash}`).get()).get('keyId')).toBe(apiKey.id);

  // The start-up migration moves every other one still stored the old way.
  const other = await createKey('Legacy 2');
  const otherHash = createHash('sha256').update(other.key).digest('hex');
  await watch.firestore.doc(`apiKeySecrets/${otherHash}`).delete();
  await watch.firestore.doc(`apiKeys/${other.apiKey.id}`).update({ hash: otherHash });
  expect(await migrateApiKeySecrets(watch.firestore, 10_000)).toBeGreaterThanOrEqual(1);
  expect((await watch.firestore.doc(`apiKeys/${other.apiKey.id}`).get()).get('hash')).toBeUndefined();
  expect((await watch.firestore.doc(`apiKeySecrets/${otherHash}`).get()).get('keyId')).toBe(other.apiKey.id);
  expect((await keywords(other.key)).statusCode).toBe(200);
});

test('no key keeps the anonymous budget; a key past its daily quota gets 429', async () => {
  expect((await keywords()).statusCode).toBe(200);
  // Its own organisation: the quota counts all of an organisation's keys together (api-key-quota.test.ts).
  const quotaHr = await accountWith(watch, 'quota-only-hr', { role: 'HR', orgId: await organization(watch, 'Quota Only Org') });
  const created = await app.inject({ method: 'POST', url: '/api/keys', headers: bearer(quotaHr.idToken), payload: { name: 'Quota test' } });
  const { key, apiKey } = created.json() as { key: string; apiKey: { id: string } };
  await watch.firestore.doc(`apiKeys/${apiKey.id}`).update({ quota: 2 });
  expect((await keywords(key)).statusCode).toBe(200);
  expect((await keywords(key)).statusCode).toBe(200);
  const over = await keywords(key);
  expect(over.statusCode).toBe(429);
  expect(over.json().message).toMatch(/used its 2 requests for today/);
  expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
});

test('a key of a suspended organisation is refused (403)', async () => {
  const { key } = await createKey('Suspended org key');
  await watch.firestore.doc(`organizations/${orgId}`).update({ suspendedAt: new Date() });
  try {
    await within(5_000, async () => (await keywords(key)).statusCode === 403);
    expect((await keywords(key)).json().message).toMatch(/suspended/);
  } finally {
    await watch.firestore.doc(`organizations/${orgId}`).update({ suspendedAt: null });
  }
});

test("an Admin sees every organisation's keys with the organisation name and revokes any, audited", async () => {
  const { key, apiKey } = await createKey('Admin revokes me');
  const list = await app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: bearer(admin.idToken) });
  expect(list.json().keys).toEqual(expect.arrayContaining([expect.objectContaining({ id: apiKey.id, orgName: 'Keys Org', prefix: apiKey.prefix })]));
  expect(list.body).not.toMatch(/"hash"/);
  const revoke = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${apiKey.id}/revoke`, headers: bearer(admin.idToken) });
  expect(revoke.json().changed).toBe(true);
  const again = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${apiKey.id}/revoke`, headers: bearer(admin.idToken) });
  expect(again.json().changed).toBe(false);
  await within(5_000, async () => (await keywords(key)).statusCode === 401);
  const [entry] = await auditFor(watch, `apiKey:${apiKey.id}`);
  expect(entry).toEqual(expect.objectContaining({ action: 'apiKey.revoke', actorUid: admin.uid, details: { prefix: apiKey.prefix, orgId } }));
  const usage = await app.inject({ method: 'GET', url: `/api/admin/api-keys/${apiKey.id}/usage?days=3`, headers: bearer(admin.idToken) });
  expect(usage.json().usage).toHaveLength(3);
});

test('the OpenAPI document describes the X-API-Key scheme on every v1 route (optional: anonymous calls work)', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(doc.components.securitySchemes.hiregenApiKey).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }));
  const v1 = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>).filter(([path]) => path.startsWith('/api/v1/'));
  expect(v1.length).toBeGreaterThanOrEqual(12);
  for (const [, methods] of v1) for (const operation of Object.values(methods)) expect(operation.security).toEqual([{ hiregenApiKey: [] }, {}]);
  expect(doc.paths['/api/keys'].post.security).toEqual([{ firebaseIdToken: [] }]);
});
