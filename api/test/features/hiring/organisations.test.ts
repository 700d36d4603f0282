// Organisations, invites and members through the real api and the Auth/Firestore emulators:
// claims set by the api, one-time invite links bound to an email, revocation on every change of
// an existing claim, and no way into another organisation.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { bearer, decodePayload, freshToken, PROJECT_ID, signUp } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, verifiedAccount, withRole } from './hiring-fixtures';

let app: FastifyInstance;
let admin: App;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'organisations-test');
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const post = (url: string, token: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(token), payload });
const tokenOf = (link: string) => link.split('/invite/')[1]!;

test('HR creates an organisation: 201, claims role=HR and orgId, membership and audit written', async () => {
  const hr = await withRole(app, await verifiedAccount(admin, 'founder', 'Fatima Founder'), 'HR');
  const response = await post('/api/orgs', hr.idToken, { name: '  Acme   Health ' });
  expect(response.statusCode).toBe(201);
  const { orgId, name } = response.json() as { orgId: string; name: string };
  expect(name).toBe('Acme Health');
  const claims = decodePayload(await freshToken(hr));
  expect(claims).toMatchObject({ role: 'HR', orgId });
  const member = await getFirestore(admin).doc(`organizations/${orgId}/members/${hr.uid}`).get();
  expect(member.data()).toMatchObject({ role: 'HR', email: hr.email, name: 'Fatima Founder' });
  const audit = await getFirestore(admin).collection('auditLog').where('target', '==', `organization:${orgId}`).get();
  expect(audit.docs.map((entry) => entry.get('action'))).toContain('organization.create');

  // A second organisation for the same account is refused.
  const again = await post('/api/orgs', await freshToken(hr), { name: 'Another' });
  expect(again.statusCode).toBe(409);
});

test('an unverified HR, a candidate or a blank name cannot create an organisation', async () => {
  const unverified = await withRole(app, await signUp('unverified'), 'HR');
  const refused = await post('/api/orgs', unverified.idToken, { name: 'Nope' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toMatch(/verify your email/i);

  const candidate = await withRole(app, await verifiedAccount(admin, 'cand'), 'Candidate');
  expect((await post('/api/orgs', candidate.idToken, { name: 'Mine' })).statusCode).toBe(403);

  const hr = await withRole(app, await verifiedAccount(admin, 'blank'), 'HR');
  const blank = await post('/api/orgs', hr.idToken, { name: '   ' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toBe('Give your organisation a name.');
  expect((await app.inject({ method: 'POST', url: '/api/orgs', payload: { name: 'x' } })).statusCode).toBe(401);
});

test('an interviewer joins through a one-time link bound to their email; the link cannot be reused', async () => {
  const hr = await hrWithOrganisation(app, admin, 'inviter', 'Invite Co');
  const invitee = await verifiedAccount(admin, 'invitee', 'Ivan Interviewer');
  const created = await post(`/api/orgs/${hr.orgId}/invites`, hr.idToken, { email: invitee.email.toUpperCase(), role: 'Interviewer' });
  expect(created.statusCode).toBe(201);
  const { link, email } = created.json() as { link: string; email: string };
  expect(email).toBe(invitee.email);
  expect(link).toMatch(/^http:\/\/localhost:\d+\/resumeinflux\/invite\/[\w-]+~[\w-]+~[\w-]{20,}$/);

  // Anyone with the link sees what it is for, signed out.
  const preview = await app.inject({ method: 'GET', url: `/api/invites/${tokenOf(link)}` });
  expect(preview.json()).toMatchObject({ orgId: hr.orgId, orgName: 'Invite Co', email: invitee.email, role: 'Interviewer', status: 'valid' });

  // Someone else cannot use it.
  const stranger = await verifiedAccount(admin, 'stranger');
  const wrong = await post('/api/invites/accept', stranger.idToken, { token: tokenOf(link) });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.json().message).toContain(invitee.email);

  const accepted = await post('/api/invites/accept', invitee.idToken, { token: tokenOf(link) });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json()).toEqual({ orgId: hr.orgId, role: 'Interviewer', refreshToken: true });
  expect(decodePayload(await freshToken(invitee))).toMatchObject({ role: 'Interviewer', orgId: hr.orgId });

  const reused = await post('/api/invites/accept', await freshToken(invitee), { token: tokenOf(link) });
  expect(reused.statusCode).toBe(410);

  // A tampered secret is simply not a link.
  const tampered = await app.inject({ method: 'GET', url: `/api/invites/${tokenOf(link).slice(0, -3)}abc` });
  expect(tampered.statusCode).toBe(404);
});

test('an expired invitation is refused with a clear message', async () => {
  const hr = await hrWithOrganisation(app, admin, 'expirer', 'Expire Co');
  const invitee = await verifiedAccount(admin, 'late');
  const created = await post(`/api/orgs/${hr.orgId}/invites`, hr.idToken, { email: invitee.email, role: 'HR' });
  const { inviteId, link } = created.json() as { inviteId: string; link: string };
  await getFirestore(admin)
    .doc(`organizations/${hr.orgId}/invites/${inviteId}`)
    .update({ expiresAt: Timestamp.fromDate(new Date(Date.now() - 1000)) });
  const late = await post('/api/invites/accept', invitee.idToken, { token: tokenOf(link) });
  expect(late.statusCode).toBe(410);
  expect(late.json().message).toMatch(/expired/);
});

test('HR of another organisation, an interviewer or an unverified member cannot invite or manage members', async () => {
  const hrA = await hrWithOrganisation(app, admin, 'hra', 'Org A');
  const hrB = await hrWithOrganisation(app, admin, 'hrb', 'Org B');
  const crossInvite = await post(`/api/orgs/${hrA.orgId}/invites`, hrB.idToken, { email: 'x@y.io', role: 'HR' });
  expect(crossInvite.statusCode).toBe(403);
  const crossRemove = await app.inject({ method: 'DELETE', url: `/api/orgs/${hrA.orgId}/members/${hrA.uid}`, headers: bearer(hrB.idToken) });
  expect(crossRemove.statusCode).toBe(403);
  await getAuth(admin).updateUser(hrA.uid, { emailVerified: false });
  const unverified = await post(`/api/orgs/${hrA.orgId}/invites`, await freshToken(hrA), { email: 'x@y.io', role: 'HR' });
  expect(unverified.statusCode).toBe(403);
});

test("changing a member's role revokes their sign-in; the last HR cannot be demoted or removed", async () => {
  const hr = await hrWithOrganisation(app, admin, 'lead', 'Role Co');
  const colleague = await verifiedAccount(admin, 'colleague');
  const { link } = (await post(`/api/orgs/${hr.orgId}/invites`, hr.idToken, { email: colleague.email, role: 'Interviewer' })).json() as { link: string };
  await post('/api/invites/accept', colleague.idToken, { token: tokenOf(link) });
  const oldToken = await freshToken(colleague);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has one-second resolution

  const promoted = await app.inject({
    method: 'PATCH',
    url: `/api/orgs/${hr.orgId}/members/${colleague.uid}`,
    headers: bearer(hr.idToken),
    payload: { role: 'HR' },
  });
  expect(promoted.json()).toEqual({ changed: true });
  const refused = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldToken) });
  expect(refused.statusCode).toBe(401);
  expect(decodePayload(await freshToken(colleague))).toMatchObject({ role: 'HR', orgId: hr.orgId });

  // Two HR now: the founder can step down to Interviewer, but then the colleague is the last HR.
  const demoteFounder = await app.inject({
    method: 'PATCH',
    url: `/api/orgs/${hr.orgId}/members/${hr.uid}`,
    headers: bearer(await freshToken(colleague)),
    payload: { role: 'Interviewer' },
  });
  expect(demoteFounder.statusCode).toBe(200);
  const removeLast = await app.inject({
    method: 'DELETE',
    url: `/api/orgs/${hr.orgId}/members/${colleague.uid}`,
    headers: bearer(await freshToken(colleague)),
  });
  expect(removeLast.statusCode).toBe(409);
  expect(removeLast.json().message).toMatch(/at least one HR/);

  // Removing the former founder takes the organisation from their claims.
  const removed = await app.inject({ method: 'DELETE', url: `/api/orgs/${hr.orgId}/members/${hr.uid}`, headers: bearer(await freshToken(colleague)) });
  expect(removed.statusCode).toBe(204);
  const claims = decodePayload(await freshToken(hr));
  expect(claims.orgId).toBeUndefined();
});

test('HR renames the organisation through the api: its jobs and interviews show the new name at once; others cannot rename it', async () => {
  const hr = await hrWithOrganisation(app, admin, 'renamer', 'Old Name Co');
  const other = await hrWithOrganisation(app, admin, 'bystander', 'Bystander Co');
  const db = getFirestore(admin);
  const job = (id: string, orgId: string, orgName: string, status: string) =>
    db.doc(`jobs/${id}`).set({ orgId, orgName, title: 'Nurse', description: '', parsed: {}, status, createdBy: hr.uid });
  await Promise.all([
    job(`${hr.orgId}-open`, hr.orgId, 'Old Name Co', 'open'),
    job(`${hr.orgId}-draft`, hr.orgId, 'Old Name Co', 'draft'),
    job(`${other.orgId}-open`, other.orgId, 'Bystander Co', 'open'),
    db.doc(`interviews/${hr.orgId}-int`).set({ orgId: hr.orgId, orgName: 'Old Name Co', candidateUid: 'c1', interviewerUids: [] }),
  ]);
  const rename = (token: string, orgId: string, name: string) =>
    app.inject({ method: 'PATCH', url: `/api/orgs/${orgId}`, headers: bearer(token), payload: { name } });

  const renamed = await rename(hr.idToken, hr.orgId, '  New   Name Co ');
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json()).toEqual({ orgId: hr.orgId, name: 'New Name Co', jobsUpdated: 2, interviewsUpdated: 1 });
  expect((await db.doc(`organizations/${hr.orgId}`).get()).get('name')).toBe('New Name Co');
  expect((await db.doc(`jobs/${hr.orgId}-open`).get()).get('orgName')).toBe('New Name Co');
  expect((await db.doc(`jobs/${hr.orgId}-draft`).get()).get('orgName')).toBe('New Name Co');
  expect((await db.doc(`interviews/${hr.orgId}-int`).get()).get('orgName')).toBe('New Name Co');
  expect((await db.doc(`jobs/${other.orgId}-open`).get()).get('orgName')).toBe('Bystander Co');
  const audit = await db.collection('auditLog').where('target', '==', `organization:${hr.orgId}`).get();
  expect(audit.docs.map((entry) => entry.data())).toContainEqual(
    expect.objectContaining({ action: 'organization.rename', details: { from: 'Old Name Co', to: 'New Name Co' } }),
  );

  // HR of another organisation, a blank name, signed out.
  expect((await rename(other.idToken, hr.orgId, 'Taken Over')).statusCode).toBe(403);
  const blank = await rename(hr.idToken, hr.orgId, '   ');
  expect(blank.statusCode).toBe(400);
  expect(blank.json().message).toBe('Give your organisation a name.');
  expect((await app.inject({ method: 'PATCH', url: `/api/orgs/${hr.orgId}`, payload: { name: 'x' } })).statusCode).toBe(401);
  expect((await db.doc(`organizations/${hr.orgId}`).get()).get('name')).toBe('New Name Co');
});
