// Who may call: missing, malformed, expired and forged tokens are all 401 with { message }.
import type { FastifyInstance } from 'fastify';
import { bearer, craftToken, decodePayload, signUp, type TestAccount } from '../support/emulator-accounts';
import { buildTestApp } from '../support/test-app';

let app: FastifyInstance;
let account: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  account = await signUp('auth');
});
afterAll(() => app.close());

async function me(headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/me', headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

test('a real ID token from the Auth emulator is accepted', async () => {
  const { status, body } = await me(bearer(account.idToken));
  expect(status).toBe(200);
  expect(body).toEqual({ uid: account.uid, email: account.email, name: null, role: null });
});

test('no Authorization header → 401 with a message', async () => {
  const { status, body } = await me({});
  expect(status).toBe(401);
  expect(body.message).toMatch(/sign in/i);
});

test.each([
  ['not a bearer scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
  ['an empty bearer', 'Bearer '],
  ['not a JWT', 'Bearer not-a-token'],
  ['a JWT with garbage parts', 'Bearer aaa.bbb.ccc'],
  ['a huge header', `Bearer ${'a'.repeat(9000)}.b.c`],
])('a malformed token (%s) → 401', async (_label, authorization) => {
  const { status, body } = await me({ authorization });
  expect(status).toBe(401);
  expect(typeof body.message).toBe('string');
});

test('an expired token → 401 saying it expired', async () => {
  const claims = decodePayload(account.idToken);
  const now = Math.floor(Date.now() / 1000);
  const expired = craftToken({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
  const { status, body } = await me(bearer(expired));
  expect(status).toBe(401);
  expect(body.message).toMatch(/expired/i);
});

test("a token signed with someone else's key (RS256, forged signature) → 401", async () => {
  const claims = decodePayload(account.idToken);
  const forged = craftToken(claims, { alg: 'RS256', kid: 'forged', typ: 'JWT' }, Buffer.from('not a signature').toString('base64url'));
  expect((await me(bearer(forged))).status).toBe(401);
});

test('a token for another Firebase project → 401', async () => {
  const claims = decodePayload(account.idToken);
  const other = craftToken({ ...claims, aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' });
  expect((await me(bearer(other))).status).toBe(401);
});

test('a made-up token for an account that does not exist → 401', async () => {
  const claims = decodePayload(account.idToken);
  const ghost = craftToken({ ...claims, sub: 'ghost-user', user_id: 'ghost-user' });
  expect((await me(bearer(ghost))).status).toBe(401);
});

test('a hand-made token claiming Admin gets no Admin power: the role comes from the account', async () => {
  const claims = decodePayload(account.idToken);
  const forgedAdmin = craftToken({ ...claims, role: 'Admin' });
  const who = await me(bearer(forgedAdmin));
  expect(who.body.role).toBeNull();
  const grant = await app.inject({
    method: 'POST',
    url: '/api/admin/grants',
    headers: bearer(forgedAdmin),
    payload: { uid: account.uid, role: 'Admin' },
  });
  expect(grant.statusCode).toBe(403);
  expect(grant.json()).toEqual({ message: expect.any(String) });
});

test('a revoked sign-in (tokens issued before revocation) → 401', async () => {
  const victim = await signUp('revoked');
  // Revocation is per second; make sure the token's auth_time is strictly before it.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const { getAuth } = await import('firebase-admin/auth');
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-hiregen' }, 'revoker');
  await getAuth(admin).revokeRefreshTokens(victim.uid);
  await deleteApp(admin);
  const { status, body } = await me(bearer(victim.idToken));
  expect(status).toBe(401);
  expect(body.message).toMatch(/revoked/i);
});
