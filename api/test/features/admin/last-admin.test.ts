// The last-Admin guard needs a world where the Admins are known: its own Firebase project on the
// same emulators (other test files add Admins to the default one). Tokens are made by hand as
// the Auth emulator issues them (unsigned); the api still reads each account's stored claims.
import type { FastifyInstance } from 'fastify';
import { bearer, craftToken } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { auditFor, observer, type Observer } from './admin-fixtures';

const PROJECT = `demo-guards-${Date.now().toString(36)}`;
let app: FastifyInstance;
let watch: Observer;

function tokenFor(uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  return craftToken({
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
  });
}

async function adminAccount(label: string): Promise<{ uid: string; token: string }> {
  const user = await watch.auth.createUser({ email: `${label}@guards.test`, password: 'correct-horse-42', emailVerified: true });
  await watch.auth.setCustomUserClaims(user.uid, { role: 'Admin' });
  return { uid: user.uid, token: tokenFor(user.uid) };
}

beforeAll(async () => {
  app = await buildTestApp({ GCLOUD_PROJECT: PROJECT });
  watch = observer(PROJECT);
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

test('the last Admin cannot be demoted, disabled or deleted; with two, one may demote the other but never themselves', async () => {
  const first = await adminAccount('first');
  const demoteSelf = await app.inject({ method: 'PATCH', url: `/api/admin/users/${first.uid}`, headers: bearer(first.token), payload: { role: 'Candidate' } });
  expect(demoteSelf.statusCode).toBe(409);
  expect(demoteSelf.json()).toEqual({ message: 'This is the last Admin account: grant Admin to someone else before you remove the Admin role from it.' });
  expect((await app.inject({ method: 'POST', url: `/api/admin/users/${first.uid}/disable`, headers: bearer(first.token) })).json().message).toMatch(
    /last Admin/,
  );
  expect((await app.inject({ method: 'DELETE', url: `/api/admin/users/${first.uid}`, headers: bearer(first.token) })).json().message).toMatch(/last Admin/);

  const second = await adminAccount('second');
  const own = await app.inject({ method: 'PATCH', url: `/api/admin/users/${first.uid}`, headers: bearer(first.token), payload: { role: 'Candidate' } });
  expect(own.json()).toEqual({ message: 'You cannot remove the Admin role from your own Admin account: ask another Admin.' });

  const demoteOther = await app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${second.uid}`,
    headers: bearer(first.token),
    payload: { role: 'Candidate' },
  });
  expect(demoteOther.statusCode).toBe(200);
  expect((await watch.auth.getUser(second.uid)).customClaims).toEqual({ role: 'Candidate' });
  expect((await auditFor(watch, `user:${second.uid}`))[0]).toEqual(expect.objectContaining({ action: 'user.role.change', actorUid: first.uid }));
  // The first is the last Admin again.
  expect(
    (await app.inject({ method: 'PATCH', url: `/api/admin/users/${first.uid}`, headers: bearer(first.token), payload: { role: 'HR', orgId: 'x' } })).statusCode,
  ).toBe(404);
  expect((await app.inject({ method: 'POST', url: `/api/admin/users/${first.uid}/disable`, headers: bearer(first.token) })).statusCode).toBe(409);
  expect((await watch.auth.getUser(first.uid)).customClaims?.role).toBe('Admin');
});
