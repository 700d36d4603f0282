// A suspended organisation, at every api door to organisation data: its HR and Interviewer
// members get 403 on each route (as firestore.rules refuse them every read), and an invitation
// into it can no longer be accepted. Restoring it opens the doors again.
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { bearer, freshToken, PROJECT_ID, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { hrWithOrganisation, multipart, verifiedAccount } from './hiring-fixtures';

jest.setTimeout(60_000);

let app: FastifyInstance;
let admin: App;
let db: Firestore;
let hr: TestAccount & { orgId: string };
let interviewer: TestAccount;
let invitee: TestAccount;
let inviteToken: string;
const jobId = `suspended-job-${Date.now()}`;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'suspended-organisation-test');
  db = getFirestore(admin);
  hr = await hrWithOrganisation(app, admin, 'suspended-hr', 'Suspended Corp');
  const account = await verifiedAccount(admin, 'suspended-iv', 'Ivo Interviewer');
  await getAuth(admin).setCustomUserClaims(account.uid, { role: 'Interviewer', orgId: hr.orgId });
  await db
    .doc(`organizations/${hr.orgId}/members/${account.uid}`)
    .set({ role: 'Interviewer', name: 'Ivo Interviewer', email: account.email, joinedAt: new Date() });
  interviewer = { ...account, idToken: await freshToken(account) };
  await db.doc(`jobs/${jobId}`).set({
    orgId: hr.orgId,
    orgName: 'Suspended Corp',
    title: 'Nurse',
    description: 'Patient care.',
    parsed: {},
    status: 'open',
    createdBy: hr.uid,
    createdAt: new Date().toISOString(),
  });
  invitee = await verifiedAccount(admin, 'suspended-invitee');
  const invite = await app.inject({
    method: 'POST',
    url: `/api/orgs/${hr.orgId}/invites`,
    headers: bearer(hr.idToken),
    payload: { email: invitee.email, role: 'Interviewer' },
  });
  expect(invite.statusCode).toBe(201);
  inviteToken = (invite.json() as { link: string }).link.split('/invite/')[1]!;
  await db.doc(`organizations/${hr.orgId}`).update({ suspendedAt: FieldValue.serverTimestamp() });
});

afterAll(async () => {
  await app?.close();
  if (admin) await deleteApp(admin);
});

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object | Buffer; headers?: Record<string, string> };

/** Every route that serves or changes organisation data, as its members would call it. */
function orgRoutes(): [string, () => TestAccount, () => Call][] {
  const upload = () => multipart([{ name: 'cv.pdf', bytes: Buffer.from('%PDF-1.4 not really') }]);
  return [
    ['search candidates (HR)', () => hr, () => ({ method: 'GET', url: '/api/search/candidates?q=nurse' })],
    ['search candidates (Interviewer)', () => interviewer, () => ({ method: 'GET', url: '/api/search/candidates?q=nurse' })],
    ['invite', () => hr, () => ({ method: 'POST', url: `/api/orgs/${hr.orgId}/invites`, payload: { email: 'someone@hiregen.test', role: 'HR' } })],
    ['revoke an invite', () => hr, () => ({ method: 'DELETE', url: `/api/orgs/${hr.orgId}/invites/${inviteToken.split('~')[1]}` })],
    ["change a member's role", () => hr, () => ({ method: 'PATCH', url: `/api/orgs/${hr.orgId}/members/${interviewer.uid}`, payload: { role: 'HR' } })],
    ['remove a member', () => hr, () => ({ method: 'DELETE', url: `/api/orgs/${hr.orgId}/members/${interviewer.uid}` })],
    ['add from the directory', () => hr, () => ({ method: 'POST', url: `/api/jobs/${jobId}/pipeline`, payload: { talentUid: 'someone' } })],
    ['upload resumes', () => hr, () => ({ method: 'POST', url: `/api/jobs/${jobId}/uploads`, payload: upload().payload, headers: upload().headers })],
    ['ranking', () => hr, () => ({ method: 'GET', url: `/api/jobs/${jobId}/ranking` })],
    ['an uploaded original', () => hr, () => ({ method: 'GET', url: '/api/talent/someone/file' })],
    ['list API keys', () => hr, () => ({ method: 'GET', url: '/api/keys' })],
    ['create an API key', () => hr, () => ({ method: 'POST', url: '/api/keys', payload: { name: 'ci' } })],
    [
      'assign an interview',
      () => hr,
      () => ({
        method: 'POST',
        url: '/api/interviews',
        payload: {
          applicationId: `${jobId}_x`,
          kitId: 'k',
          mode: 'live',
          interviewerUids: [interviewer.uid],
          scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
    ],
  ];
}

describe('members of a suspended organisation', () => {
  test.each(orgRoutes())('%s → 403', async (_name, who, call) => {
    const { method, url, payload, headers } = call();
    const response = await app.inject({ method, url, payload, headers: { ...headers, ...bearer(who().idToken) } });
    expect(response.statusCode).toBe(403);
    expect((response.json() as { message: string }).message).toMatch(/suspended/);
  });

  test('an invitation into it cannot be accepted (403), and nothing changes', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/invites/accept', headers: bearer(invitee.idToken), payload: { token: inviteToken } });
    expect(response.statusCode).toBe(403);
    expect((response.json() as { message: string }).message).toMatch(/suspended/);
    expect((await getAuth(admin).getUser(invitee.uid)).customClaims?.orgId).toBeUndefined();
    expect((await db.doc(`organizations/${hr.orgId}/members/${invitee.uid}`).get()).exists).toBe(false);
  });

  test('once restored, the same members are served again', async () => {
    await db.doc(`organizations/${hr.orgId}`).update({ suspendedAt: FieldValue.delete() });
    expect((await app.inject({ method: 'GET', url: '/api/search/candidates?q=nurse', headers: bearer(interviewer.idToken) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/keys', headers: bearer(hr.idToken) })).statusCode).toBe(200);
  });
});
