// Roles are set only by the api: choose once (Candidate, Interviewer, HR), Admin only by grant
// or ADMIN_EMAILS, conflicts are 409, grants are Admin-only and idempotent.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { bearer, decodePayload, freshToken, signUp, uniqueEmail, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';

let app: FastifyInstance;
let admin: App;
const adminEmail = uniqueEmail('first-admin');

beforeAll(async () => {
  app = await buildTestApp({ ADMIN_EMAILS: `someone@else.test, ${adminEmail.toUpperCase()}` });
  admin = initializeApp({ projectId: PROJECT_ID }, 'roles-test-observer');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

function chooseRole(account: TestAccount | string, body: unknown) {
  const token = typeof account === 'string' ? account : account.idToken;
  return app.inject({ method: 'POST', url: '/api/auth/role', headers: bearer(token), payload: body as object });
}
function grant(token: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/admin/grants', headers: bearer(token), payload: body as object });
}
async function storedRole(uid: string) {
  return (await getAuth(admin).getUser(uid)).customClaims?.role;
}

async function makeAdmin(): Promise<TestAccount> {
  const account = await signUp('admin');
  await getAuth(admin).setCustomUserClaims(account.uid, { role: 'Admin' });
  return { ...account, idToken: await freshToken(account) };
}

test('a new account chooses Candidate: claim set, profile written, client told to refresh', async () => {
  const candidate = await signUp('candidate', 'Asha Rao');
  const response = await chooseRole(candidate, { role: 'candidate' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ role: 'Candidate', refreshToken: true });
  expect(await storedRole(candidate.uid)).toBe('Candidate');

  const profile = await getFirestore(admin).collection('users').doc(candidate.uid).get();
  expect(profile.data()).toEqual({
    name: 'Asha Rao',
    email: candidate.email,
    role: 'Candidate',
    createdAt: expect.anything(),
  });
  // The refreshed ID token carries the claim, and /api/me reports it.
  const refreshed = await freshToken(candidate);
  expect(decodePayload(refreshed).role).toBe('Candidate');
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(refreshed) });
  expect(me.json()).toEqual({ uid: candidate.uid, email: candidate.email, name: 'Asha Rao', role: 'Candidate' });
});

test('the name from the sign-up form is stored in the profile and becomes the display name', async () => {
  const interviewer = await signUp('interviewer');
  expect((await chooseRole(interviewer, { role: 'Interviewer', name: '  Ravi K  ' })).statusCode).toBe(200);
  const profile = await getFirestore(admin).collection('users').doc(interviewer.uid).get();
  expect(profile.get('name')).toBe('Ravi K');
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(await freshToken(interviewer)) });
  expect(me.json()).toMatchObject({ name: 'Ravi K', role: 'Interviewer' });
});

test('choosing the same role again is idempotent (200, nothing to refresh)', async () => {
  const hr = await signUp('hr');
  expect((await chooseRole(hr, { role: 'HR' })).json()).toEqual({ role: 'HR', refreshToken: true });
  const again = await chooseRole(await freshToken(hr), { role: 'hr' });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual({ role: 'HR', refreshToken: false });
  // Even with the old token (no claim yet in it) the answer is the same.
  expect((await chooseRole(hr, { role: 'HR' })).statusCode).toBe(200);
});

test('an account with a role asking for another gets 409 with a clear message', async () => {
  const candidate = await signUp('conflict');
  await chooseRole(candidate, { role: 'Candidate' });
  const response = await chooseRole(await freshToken(candidate), { role: 'Interviewer' });
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toMatch(/already registered as Candidate/);
  expect(await storedRole(candidate.uid)).toBe('Candidate');
});

test('two first requests racing with different roles: exactly one wins', async () => {
  const racer = await signUp('racer');
  const [first, second] = await Promise.all([chooseRole(racer, { role: 'Candidate' }), chooseRole(racer, { role: 'HR' })]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  const winner = (first.statusCode === 200 ? first : second).json().role;
  expect(await storedRole(racer.uid)).toBe(winner);
  const profile = await getFirestore(admin).collection('users').doc(racer.uid).get();
  expect(profile.get('role')).toBe(winner);
});

test('choosing Admin for yourself → 403, and nothing is set', async () => {
  const hopeful = await signUp('self-admin');
  const response = await chooseRole(hopeful, { role: 'Admin' });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ message: expect.stringMatching(/Admin/) });
  expect(await storedRole(hopeful.uid)).toBeUndefined();
  expect((await getFirestore(admin).collection('users').doc(hopeful.uid).get()).exists).toBe(false);
});

test.each([
  [{ role: 'Wizard' }, /one of: Candidate, Interviewer, HR, Admin/],
  [{}, /"role" field is required/],
  [{ role: 7 }, /"role" field must be text/],
  [{ role: 'HR', isAdmin: true }, /"isAdmin" field is not allowed/],
])('a bad role request %j → 400 naming the problem', async (body, message) => {
  const account = await signUp('bad-role');
  const response = await chooseRole(account, body);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(message);
});

test('an account listed in ADMIN_EMAILS becomes Admin on its first role request', async () => {
  const first = await signUp('listed');
  // signUp made a fresh email; give this account the listed one.
  await getAuth(admin).updateUser(first.uid, { email: adminEmail });
  const response = await chooseRole(await freshToken({ ...first, email: adminEmail }), { role: 'Candidate' });
  expect(response.json()).toEqual({ role: 'Admin', refreshToken: true });
  expect(await storedRole(first.uid)).toBe('Admin');
});

test('grants: only an Admin may grant (403 for every other role and for no role)', async () => {
  const target = await signUp('target');
  for (const role of ['Candidate', 'Interviewer', 'HR'] as const) {
    const caller = await signUp(`caller-${role}`);
    await chooseRole(caller, { role });
    const response = await grant(await freshToken(caller), { uid: target.uid, role: 'Admin' });
    expect(response.statusCode).toBe(403);
  }
  const roleless = await signUp('roleless');
  expect((await grant(roleless.idToken, { uid: roleless.uid, role: 'Admin' })).statusCode).toBe(403);
  expect((await grant('', { uid: target.uid, role: 'HR' })).statusCode).toBe(401);
  expect(await storedRole(target.uid)).toBeUndefined();
  expect(await storedRole(roleless.uid)).toBeUndefined();
});

test('grants: an Admin grants by email or uid, and the same grant twice changes nothing', async () => {
  const adminAccount = await makeAdmin();
  const target = await signUp('promoted');
  const first = await grant(adminAccount.idToken, { email: target.email, role: 'Admin' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ uid: target.uid, email: target.email, role: 'Admin', changed: true, refreshToken: true });
  const second = await grant(adminAccount.idToken, { uid: target.uid, role: 'admin' });
  expect(second.statusCode).toBe(200);
  expect(second.json()).toMatchObject({ role: 'Admin', changed: false, refreshToken: false });
  expect(await storedRole(target.uid)).toBe('Admin');
  const profile = await getFirestore(admin).collection('users').doc(target.uid).get();
  expect(profile.data()).toMatchObject({ email: target.email, role: 'Admin' });
  // The new Admin can grant in turn once their token is refreshed.
  const promoted = await freshToken(target);
  const other = await signUp('other');
  expect((await grant(promoted, { uid: other.uid, role: 'HR' })).statusCode).toBe(200);
});

test.each([
  [{ role: 'HR' }, 400, /exactly one of/],
  [{ email: 'a@b.co', uid: 'x', role: 'HR' }, 400, /exactly one of/],
  [{ email: 'not-an-email', role: 'HR' }, 400, /valid email/],
  [{ email: 'nobody@hiregen.test', role: 'HR' }, 404, /No account/],
  [{ uid: 'no-such-uid', role: 'HR' }, 404, /No account/],
  [{ uid: 'x', role: 'Boss' }, 400, /one of/],
])('grant %j → %i', async (body, status, message) => {
  const adminAccount = await makeAdmin();
  const response = await grant(adminAccount.idToken, body);
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toMatch(message);
});
