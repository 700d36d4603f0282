// The Admin area names people: audit entries carry their actor's and target account's name and
// email, the log filters by part of a name or email (case-insensitive), and an organisation
// opens to its members (named) and jobs (with applicants counted).
import type { FastifyInstance } from 'fastify';
import { Timestamp } from 'firebase-admin/firestore';
import { bearer, type TestAccount } from '../../support/emulator-accounts';
import { buildTestApp } from '../../support/test-app';
import { accountWith, observer, organization, type Observer } from './admin-fixtures';

let app: FastifyInstance;
let watch: Observer;
let admin: TestAccount;
let target: TestAccount;
const tag = Date.now().toString(36);

beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
  admin = await accountWith(watch, `people-admin-${tag}`, { role: 'Admin' });
  target = await accountWith(watch, `people-target-${tag}`, { role: 'Candidate' });
  await watch.auth.updateUser(admin.uid, { displayName: `Zora Admin ${tag}` });
  await watch.auth.updateUser(target.uid, { displayName: `Yuri Target ${tag}` });
  const disabled = await app.inject({ method: 'POST', url: `/api/admin/users/${target.uid}/disable`, headers: bearer(admin.idToken) });
  expect(disabled.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await watch.close();
});

type Entry = { actorUid: string; action: string; actor: { name: string; email: string } | null; targetPerson: { name: string; email: string } | null };
const audit = (query: string) => app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(admin.idToken) });

test('audit entries name their actor and the account acted on', async () => {
  const answer = await audit(`actor=${admin.uid}`);
  expect(answer.statusCode).toBe(200);
  const entry = (answer.json() as { entries: Entry[] }).entries.find((e) => e.action === 'user.disable')!;
  expect(entry.actor).toMatchObject({ name: `Zora Admin ${tag}`, email: admin.email });
  expect(entry.targetPerson).toMatchObject({ name: `Yuri Target ${tag}`, email: target.email });
});

test('the log filters by part of a name or email, in any case; a name nobody has matches nothing', async () => {
  for (const person of [`zora ADMIN ${tag}`, admin.email.toUpperCase(), `admin ${tag}`]) {
    const answer = await audit(`person=${encodeURIComponent(person)}`);
    expect(answer.statusCode).toBe(200);
    const entries = (answer.json() as { entries: Entry[] }).entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actorUid === admin.uid)).toBe(true);
  }
  const none = await audit(`person=nobody-${tag}`);
  expect((none.json() as { entries: Entry[] }).entries).toEqual([]);
});

test('a person filter is validated: at least 2 characters, and not with an actor uid', async () => {
  expect((await audit('person=z')).statusCode).toBe(400);
  expect((await audit(`person=zora&actor=${admin.uid}`)).statusCode).toBe(400);
  expect((await audit(`person=${'x'.repeat(201)}`)).statusCode).toBe(400);
});

test('an organisation opens to its members, named, and its jobs with their applicants', async () => {
  const orgId = await organization(watch, `People Org ${tag}`);
  const now = Timestamp.now();
  await watch.firestore.doc(`organizations/${orgId}/members/${admin.uid}`).set({ role: 'HR', joinedAt: now });
  await watch.firestore.doc(`organizations/${orgId}/members/m2`).set({ role: 'Interviewer', name: 'Ivo Member', email: 'ivo@example.com', joinedAt: now });
  await watch.firestore.doc(`jobs/${orgId}-a`).set({ orgId, title: 'Ward nurse', status: 'open', createdAt: now });
  await watch.firestore.doc(`jobs/${orgId}-b`).set({ orgId, title: 'Clerk', status: 'closed', createdAt: now });
  await watch.firestore.doc(`applications/${orgId}-a_1`).set({ orgId, jobId: `${orgId}-a`, stage: 'applied' });
  const answer = await app.inject({ method: 'GET', url: `/api/admin/organizations/${orgId}`, headers: bearer(admin.idToken) });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as {
    organization: { name: string; members: number };
    members: { uid: string; name: string; email: string; role: string }[];
    jobs: { title: string; status: string; applicants: number }[];
  };
  expect(body.organization).toMatchObject({ name: `People Org ${tag}`, members: 2 });
  expect(body.members).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ uid: admin.uid, name: `Zora Admin ${tag}`, email: admin.email, role: 'HR' }),
      expect.objectContaining({ uid: 'm2', name: 'Ivo Member', email: 'ivo@example.com', role: 'Interviewer' }),
    ]),
  );
  expect(body.jobs.map((job) => [job.title, job.status, job.applicants]).sort()).toEqual([
    ['Clerk', 'closed', 0],
    ['Ward nurse', 'open', 1],
  ]);
  expect((await app.inject({ method: 'GET', url: '/api/admin/organizations/no-such-org', headers: bearer(admin.idToken) })).statusCode).toBe(404);
});
