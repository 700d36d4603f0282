// Every /api/admin route: 401 signed out, 403 for each other role, and what an Admin's changes
// do (claims, tokens, membership, suspension, inbox state) with one audit entry each.
import type { FastifyInstance } from 'fastify';
import { Timestamp } from 'firebase-admin/firestore';
import { bearer, freshToken, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, auditFor, observer, organization, type Observer } from './admin-fixtures';

let app: FastifyInstance;
let watch: Observer;
let admin: TestAccount;
let orgId: string;
const others: Record<string, TestAccount> = {};

beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
  orgId = await organization(watch, 'Admin Test Org');
  admin = await accountWith(watch, 'admin', { role: 'Admin' });
  others.Candidate = await accountWith(watch, 'candidate', { role: 'Candidate' });
  others.Interviewer = await accountWith(watch, 'interviewer', { role: 'Interviewer', orgId });
  others.HR = await accountWith(watch, 'hr', { role: 'HR', orgId });
  others.none = await accountWith(watch, 'norole', {});
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

const ADMIN_ROUTES: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PATCH', url: '/api/admin/users/some-uid', payload: { role: 'Candidate' } },
  { method: 'POST', url: '/api/admin/users/some-uid/disable' },
  { method: 'POST', url: '/api/admin/users/some-uid/enable' },
  { method: 'DELETE', url: '/api/admin/users/some-uid' },
  { method: 'GET', url: '/api/admin/organizations' },
  { method: 'GET', url: '/api/admin/organizations/some-org' },
  { method: 'POST', url: '/api/admin/organizations/some-org/suspend' },
  { method: 'POST', url: '/api/admin/organizations/some-org/restore' },
  { method: 'GET', url: '/api/admin/contact' },
  { method: 'PATCH', url: '/api/admin/contact/some-id', payload: { status: 'read' } },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/api-keys' },
  { method: 'POST', url: '/api/admin/api-keys/some-id/revoke' },
  { method: 'GET', url: '/api/admin/api-keys/some-id/usage' },
  { method: 'GET', url: '/api/admin/platform' },
];

describe.each(ADMIN_ROUTES)('$method $url', (route) => {
  it('is 401 signed out', async () => {
    const response = await app.inject({ ...route });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/sign in/i);
  });
  it.each(['Candidate', 'Interviewer', 'HR', 'none'])('is 403 for %s', async (role) => {
    const response = await app.inject({ ...route, headers: bearer(others[role]!.idToken) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only Admin accounts may do this.' });
  });
});

test('an Admin finds an account by email and sees its role, organisation and state', async () => {
  const hr = others.HR!;
  const response = await app.inject({ method: 'GET', url: `/api/admin/users?q=${encodeURIComponent(hr.email.toUpperCase())}`, headers: bearer(admin.idToken) });
  expect(response.statusCode).toBe(200);
  const { users } = response.json();
  expect(users).toEqual([
    expect.objectContaining({ uid: hr.uid, email: hr.email, role: 'HR', orgId, orgName: 'Admin Test Org', emailVerified: true, disabled: false }),
  ]);
  expect(Date.parse(users[0].createdAt)).toBeGreaterThan(Date.now() - 600_000);

  const paged = await app.inject({ method: 'GET', url: '/api/admin/users?limit=2', headers: bearer(admin.idToken) });
  expect(paged.json().users).toHaveLength(2);
  expect(typeof paged.json().nextPageToken).toBe('string');
  const bad = await app.inject({ method: 'GET', url: '/api/admin/users?limit=1000', headers: bearer(admin.idToken) });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/"limit"/);
});

test('a role change sets the claims, moves the membership, revokes the old token and is audited', async () => {
  const account = await accountWith(watch, 'mover', { role: 'Candidate' });
  // Revocation is recorded in whole seconds: a token from the same second would still pass.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const toHr = await app.inject({ method: 'PATCH', url: `/api/admin/users/${account.uid}`, headers: bearer(admin.idToken), payload: { role: 'HR', orgId } });
  expect(toHr.statusCode).toBe(200);
  expect(toHr.json()).toEqual({ changed: true, user: expect.objectContaining({ uid: account.uid, role: 'HR', orgId, orgName: 'Admin Test Org' }) });
  expect((await watch.auth.getUser(account.uid)).customClaims).toEqual({ role: 'HR', orgId });
  expect((await watch.firestore.doc(`organizations/${orgId}/members/${account.uid}`).get()).get('role')).toBe('HR');
  expect((await watch.firestore.doc(`users/${account.uid}`).get()).data()).toEqual(expect.objectContaining({ role: 'HR', orgId }));
  // The Candidate token minted before the change is refused: its next call must sign in again.
  const stale = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(account.idToken) });
  expect(stale.statusCode).toBe(401);
  expect(stale.json().message).toMatch(/revoked/);
  const [entry] = await auditFor(watch, `user:${account.uid}`);
  expect(entry).toEqual(
    expect.objectContaining({
      actorUid: admin.uid,
      action: 'user.role.change',
      details: { fromRole: 'Candidate', toRole: 'HR', fromOrgId: null, toOrgId: orgId, tokensRevoked: true },
    }),
  );

  // Back to Candidate: the membership goes; the same role again changes nothing and writes nothing.
  await app.inject({ method: 'PATCH', url: `/api/admin/users/${account.uid}`, headers: bearer(admin.idToken), payload: { role: 'Candidate' } });
  expect((await watch.firestore.doc(`organizations/${orgId}/members/${account.uid}`).get()).exists).toBe(false);
  const again = await app.inject({ method: 'PATCH', url: `/api/admin/users/${account.uid}`, headers: bearer(admin.idToken), payload: { role: 'Candidate' } });
  expect(again.json().changed).toBe(false);
  expect(await auditFor(watch, `user:${account.uid}`)).toHaveLength(2);
});

test('a role change is validated: unknown role, org for a Candidate, missing or unknown org', async () => {
  const account = others.none!;
  const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/admin/users/${account.uid}`, headers: bearer(admin.idToken), payload });
  expect((await patch({ role: 'Owner' })).json()).toEqual({ message: 'The "role" field must be one of: Candidate, Interviewer, HR, Admin.' });
  expect((await patch({ role: 'Candidate', orgId })).statusCode).toBe(400);
  expect((await patch({ role: 'HR' })).json().message).toMatch(/give "orgId"/);
  expect((await patch({ role: 'HR', orgId: 'no-such-org' })).statusCode).toBe(404);
  expect(
    (await app.inject({ method: 'PATCH', url: '/api/admin/users/nobody-here', headers: bearer(admin.idToken), payload: { role: 'Candidate' } })).statusCode,
  ).toBe(404);
});

test('an Admin cannot remove their own Admin role, disable or delete themselves while another Admin exists', async () => {
  const self = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: bearer(admin.idToken), payload });
  const demote = await self('PATCH', `/api/admin/users/${admin.uid}`, { role: 'Candidate' });
  // Other test files' Admins may exist on this emulator, so the own-account guard is what answers.
  expect(demote.statusCode).toBe(409);
  expect(demote.json().message).toMatch(/own Admin account|last Admin/);
  expect((await self('POST', `/api/admin/users/${admin.uid}/disable`)).statusCode).toBe(409);
  expect((await self('DELETE', `/api/admin/users/${admin.uid}`)).statusCode).toBe(409);
  expect((await watch.auth.getUser(admin.uid)).customClaims?.role).toBe('Admin');
});

test("a disabled account's next api call is refused; enabling lets it sign in again; both audited", async () => {
  const account = await accountWith(watch, 'disable-me', { role: 'Candidate' });
  expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(account.idToken) })).statusCode).toBe(200);
  const disabled = await app.inject({ method: 'POST', url: `/api/admin/users/${account.uid}/disable`, headers: bearer(admin.idToken) });
  expect(disabled.statusCode).toBe(200);
  expect(disabled.json()).toEqual({ changed: true, user: expect.objectContaining({ uid: account.uid, disabled: true }) });
  const refused = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(account.idToken) });
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toMatch(/disabled|revoked/);
  await expect(freshToken(account)).rejects.toThrow(/USER_DISABLED/);
  expect((await watch.firestore.doc(`users/${account.uid}`).get()).get('disabled')).toBe(true);

  const enabled = await app.inject({ method: 'POST', url: `/api/admin/users/${account.uid}/enable`, headers: bearer(admin.idToken) });
  expect(enabled.json().user.disabled).toBe(false);
  const token = await freshToken(account);
  expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  expect((await auditFor(watch, `user:${account.uid}`)).map((entry) => entry.action)).toEqual(['user.enable', 'user.disable']);
});

test('deleting a candidate removes their data, withdraws open applications and keeps an audit entry without personal data', async () => {
  const candidate = await accountWith(watch, 'delete-me', { role: 'Candidate' });
  const { firestore } = watch;
  await firestore.doc(`candidates/${candidate.uid}`).set({ headline: 'Nurse', skills: ['triage'] });
  await firestore.doc(`candidates/${candidate.uid}/resumes/r1`).set({ title: 'Main' });
  await firestore.doc(`talentDirectory/${candidate.uid}`).set({ name: 'Delete Me' });
  const open = firestore.collection('applications').doc();
  const hired = firestore.collection('applications').doc();
  const base = {
    orgId,
    jobId: 'job-1',
    candidateUid: candidate.uid,
    name: 'Delete Me',
    email: candidate.email,
    resumeSnapshot: { basics: { name: 'Delete Me' } },
    stageHistory: [],
  };
  await open.set({ ...base, stage: 'screening' });
  await hired.set({ ...base, stage: 'hired' });

  const response = await app.inject({ method: 'DELETE', url: `/api/admin/users/${candidate.uid}`, headers: bearer(admin.idToken) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ deleted: true, uid: candidate.uid });
  await expect(watch.auth.getUser(candidate.uid)).rejects.toThrow();
  expect((await firestore.doc(`candidates/${candidate.uid}/resumes/r1`).get()).exists).toBe(false);
  expect((await firestore.doc(`talentDirectory/${candidate.uid}`).get()).exists).toBe(false);
  const withdrawn = (await open.get()).data()!;
  expect(withdrawn).toEqual(expect.objectContaining({ stage: 'withdrawn', resumeSnapshot: null, email: null, name: 'Deleted account', candidateUid: null }));
  expect((await hired.get()).data()).toEqual(expect.objectContaining({ stage: 'hired', resumeSnapshot: null, email: null }));
  const [entry] = await auditFor(watch, `user:${candidate.uid}`);
  expect(entry).toEqual(expect.objectContaining({ action: 'user.delete', actorUid: admin.uid, details: { role: 'Candidate', orgId: null } }));
  expect(JSON.stringify(entry)).not.toContain(candidate.email);
});

test('suspending an organisation is stored as suspendedAt, refuses its HR members at /api/keys, is audited; restore clears it', async () => {
  const suspendedOrg = await organization(watch, 'Suspend Me Ltd');
  const hr = await accountWith(watch, 'suspended-hr', { role: 'HR', orgId: suspendedOrg });
  expect((await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) })).statusCode).toBe(200);

  const suspend = await app.inject({ method: 'POST', url: `/api/admin/organizations/${suspendedOrg}/suspend`, headers: bearer(admin.idToken) });
  expect(suspend.statusCode).toBe(200);
  expect(suspend.json().changed).toBe(true);
  expect((await watch.firestore.doc(`organizations/${suspendedOrg}`).get()).get('suspendedAt')).toBeInstanceOf(Timestamp);
  const refused = await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toMatch(/suspended/);

  const list = await app.inject({ method: 'GET', url: '/api/admin/organizations', headers: bearer(admin.idToken) });
  expect(list.json().organizations).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: suspendedOrg, name: 'Suspend Me Ltd', suspendedAt: expect.any(String), members: 0, jobs: 0 })]),
  );

  const restore = await app.inject({ method: 'POST', url: `/api/admin/organizations/${suspendedOrg}/restore`, headers: bearer(admin.idToken) });
  expect(restore.json()).toEqual({ suspendedAt: null, changed: true });
  expect((await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) })).statusCode).toBe(200);
  expect((await auditFor(watch, `organization:${suspendedOrg}`)).map((entry) => entry.action)).toEqual(['organization.restore', 'organization.suspend']);
  expect((await app.inject({ method: 'POST', url: '/api/admin/organizations/no-such-org/suspend', headers: bearer(admin.idToken) })).statusCode).toBe(404);
});

test('the contact inbox lists newest first with the unread count; archive and restore are audited', async () => {
  const post = (subject: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: { name: 'Inbox Tester', email: 'inbox@example.com', subject, message: 'Hello admin' },
    });
  const tag = `inbox-${Date.now()}`;
  expect((await post(`${tag} first`)).statusCode).toBe(201);
  expect((await post(`${tag} second`)).statusCode).toBe(201);

  const search = await app.inject({ method: 'GET', url: `/api/admin/contact?q=${tag}`, headers: bearer(admin.idToken) });
  const { messages, unread } = search.json();
  expect(messages.map((m: { subject: string }) => m.subject)).toEqual([`${tag} second`, `${tag} first`]);
  expect(unread).toBeGreaterThanOrEqual(2);
  const [second] = messages;
  expect(second.status).toBe('new');
  // Two years after arrival.
  expect(new Date(second.expireAt).getUTCFullYear()).toBe(new Date(second.createdAt).getUTCFullYear() + 2);

  const patch = (status: string) =>
    app.inject({ method: 'PATCH', url: `/api/admin/contact/${second.id}`, headers: bearer(admin.idToken), payload: { status } });
  expect((await patch('read')).json().contactMessage.status).toBe('read');
  const afterRead = await app.inject({ method: 'GET', url: `/api/admin/contact?q=${tag}`, headers: bearer(admin.idToken) });
  expect(afterRead.json().unread).toBe(unread - 1);
  expect((await patch('archived')).statusCode).toBe(200);
  const inbox = await app.inject({ method: 'GET', url: `/api/admin/contact?q=${tag}`, headers: bearer(admin.idToken) });
  expect(inbox.json().messages.map((m: { id: string }) => m.id)).not.toContain(second.id);
  const archived = await app.inject({ method: 'GET', url: `/api/admin/contact?view=archived&q=${tag}`, headers: bearer(admin.idToken) });
  expect(archived.json().messages.map((m: { id: string }) => m.id)).toEqual([second.id]);
  await patch('read');
  expect((await auditFor(watch, `contactMessage:${second.id}`)).map((entry) => entry.action)).toEqual(['contact.restore', 'contact.archive']);
  expect((await patch('deleted')).statusCode).toBe(400);
});

test('the audit log filters by actor, action and date, and exports CSV', async () => {
  const actorAdmin = await accountWith(watch, 'auditor', { role: 'Admin' });
  const target = await accountWith(watch, 'audited', { role: 'Candidate' });
  await app.inject({ method: 'POST', url: `/api/admin/users/${target.uid}/disable`, headers: bearer(actorAdmin.idToken) });
  await app.inject({ method: 'POST', url: `/api/admin/users/${target.uid}/enable`, headers: bearer(actorAdmin.idToken) });
  const today = new Date().toISOString().slice(0, 10);

  const byActor = await app.inject({ method: 'GET', url: `/api/admin/audit?actor=${actorAdmin.uid}`, headers: bearer(admin.idToken) });
  expect(byActor.json().entries.map((entry: { action: string }) => entry.action)).toEqual(['user.enable', 'user.disable']);
  const byAction = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?actor=${actorAdmin.uid}&action=user.disable&from=${today}&to=${today}`,
    headers: bearer(admin.idToken),
  });
  expect(byAction.json().entries).toEqual([expect.objectContaining({ actorUid: actorAdmin.uid, action: 'user.disable', target: `user:${target.uid}` })]);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const before = await app.inject({ method: 'GET', url: `/api/admin/audit?actor=${actorAdmin.uid}&to=${yesterday}`, headers: bearer(admin.idToken) });
  expect(before.json().entries).toEqual([]);
  expect((await app.inject({ method: 'GET', url: '/api/admin/audit?from=yesterday', headers: bearer(admin.idToken) })).statusCode).toBe(400);

  const csv = await app.inject({ method: 'GET', url: `/api/admin/audit?actor=${actorAdmin.uid}&format=csv`, headers: bearer(admin.idToken) });
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toMatch(/attachment; filename="hiregen-audit-\d{4}-\d{2}-\d{2}\.csv"/);
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe('at,actorUid,actorName,actorEmail,action,target,targetName,targetEmail,details');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `,${actorAdmin.uid},auditor tester,${actorAdmin.email},user.enable,user:${target.uid},audited tester,${target.email},"{""role"":""Candidate""}"`,
  );
});

test('platform counts accounts by role and the stores, with weekly totals', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/admin/platform?weeks=4', headers: bearer(admin.idToken) });
  expect(response.statusCode).toBe(200);
  const stats = response.json();
  expect(stats.accounts.byRole.Admin).toBeGreaterThanOrEqual(1);
  expect(stats.accounts.byRole.HR).toBeGreaterThanOrEqual(1);
  expect(stats.accounts.total).toBe(Object.values(stats.accounts.byRole as Record<string, number>).reduce((a, b) => a + b, 0));
  expect(stats.organizations).toBeGreaterThanOrEqual(2);
  expect(stats.weekly).toHaveLength(4);
  const last = stats.weekly[3];
  expect(last.accounts).toBe(stats.accounts.total);
  expect(last.organizations).toBe(stats.organizations);
  expect(last.contactMessages).toBe(stats.contactMessages);
});
