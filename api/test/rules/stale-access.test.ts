// Both doors after the api takes access away. An interviewer removed from the organisation, an HR
// member demoted to Interviewer and an HR member whose account an Admin disabled all keep a
// signed ID token with their old claims for up to an hour: the api refuses it at once (revoked),
// and firestore.rules must too — from the membership and profile documents the api wrote, which
// is what this checks (the old claims are presented to the Firestore emulator as they were).
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arrayUnion, collection, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { accountWith, observer, type Observer } from '../features/admin/admin-fixtures';
import { bearer, freshToken, PROJECT_ID, type TestAccount } from '../support/emulator-accounts';
import { hrWithOrganisation, verifiedAccount } from '../features/hiring/hiring-fixtures';
import { buildTestApp } from '../support/test-app';

setLogLevel('error');

let app: FastifyInstance;
let admin: App;
let db: AdminFirestore;
let watch: Observer;
let env: RulesTestEnvironment;
let hr: TestAccount & { orgId: string };

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'stale-access-test');
  db = getFirestore(admin);
  watch = observer();
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  // The api's own project: the rules read the documents the api just wrote. No clearing here.
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(path.resolve(__dirname, '..', '..', '..', 'firestore.rules'), 'utf8'), host, port: Number(port) },
  });
  hr = await hrWithOrganisation(app, admin, 'stale-lead', 'Stale Co');
  await Promise.all([
    db.doc(`organizations/${hr.orgId}/kits/k1`).set({ jobId: `${hr.orgId}-job`, title: 'Kit', questions: [], createdBy: hr.uid }),
    db
      .doc(`jobs/${hr.orgId}-draft`)
      .set({ orgId: hr.orgId, orgName: 'Stale Co', title: 'Nurse', description: '', parsed: {}, status: 'draft', createdBy: hr.uid }),
    db.doc(`organizations/${hr.orgId}/talent/t1`).set({ text: 'Up Loaded', source: 'uploaded' }),
    db
      .doc(`applications/${hr.orgId}-app`)
      .set({ orgId: hr.orgId, jobId: `${hr.orgId}-job`, candidateUid: null, stage: 'applied', stageHistory: [], interviewerUids: [] }),
  ]);
});

afterAll(async () => {
  await env.cleanup();
  await app.close();
  await watch.close();
  await deleteApp(admin);
});

/** A member who joined through an invite, as the product does it. */
async function join(label: string, role: 'HR' | 'Interviewer'): Promise<TestAccount> {
  const account = await verifiedAccount(admin, label, `${label} member`);
  const invite = await app.inject({
    method: 'POST',
    url: `/api/orgs/${hr.orgId}/invites`,
    headers: bearer(hr.idToken),
    payload: { email: account.email, role },
  });
  const token = (invite.json() as { link: string }).link.split('/invite/')[1];
  const accepted = await app.inject({ method: 'POST', url: '/api/invites/accept', headers: bearer(account.idToken), payload: { token } });
  expect(accepted.statusCode).toBe(200);
  return { ...account, idToken: await freshToken(account) };
}

/** Firestore as the holder of a token still carrying these claims sees it. */
const asClaims = (uid: string, role: string): Firestore =>
  env.authenticatedContext(uid, { role, orgId: hr.orgId, email_verified: true }).firestore() as unknown as Firestore;

/** What any member reads and writes, and (for an HR token) what only HR does. */
function reach(firestore: Firestore, role: string) {
  const { orgId } = hr;
  const memberReads: Promise<unknown>[] = [
    getDoc(doc(firestore, `organizations/${orgId}`)),
    getDocs(collection(firestore, `organizations/${orgId}/members`)),
    getDoc(doc(firestore, `organizations/${orgId}/kits/k1`)),
    getDoc(doc(firestore, `jobs/${orgId}-draft`)),
  ];
  const kitCreate = () =>
    setDoc(doc(firestore, `organizations/${orgId}/kits/new-${role}`), { jobId: `${orgId}-job`, title: 'Mine', questions: [], createdBy: 'x' });
  const hrOnly = (): Promise<unknown>[] => [
    getDocs(collection(firestore, `organizations/${orgId}/talent`)),
    updateDoc(doc(firestore, `applications/${orgId}-app`), { stage: 'screening', stageHistory: arrayUnion({ stage: 'screening', by: role }) }),
  ];
  return { memberReads, kitCreate, hrOnly };
}

test('a removed interviewer: the api answers 401 and Firestore refuses the organisation, members, kits, drafts and kit writes', async () => {
  const interviewer = await join('stale-iv', 'Interviewer');
  const before = reach(asClaims(interviewer.uid, 'Interviewer'), 'Interviewer');
  for (const read of before.memberReads) await assertSucceeds(read);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation has one-second resolution

  const removed = await app.inject({ method: 'DELETE', url: `/api/orgs/${hr.orgId}/members/${interviewer.uid}`, headers: bearer(hr.idToken) });
  expect(removed.statusCode).toBe(204);
  expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(interviewer.idToken) })).statusCode).toBe(401);
  const after = reach(asClaims(interviewer.uid, 'Interviewer'), 'Interviewer');
  for (const read of after.memberReads) await assertFails(read);
  await assertFails(after.kitCreate());
});

test('an HR member demoted to Interviewer: the old HR token reaches nothing, not talent, not the pipeline', async () => {
  const colleague = await join('stale-hr', 'HR');
  await assertSucceeds(reach(asClaims(colleague.uid, 'HR'), 'HR').hrOnly()[0]!);
  const demoted = await app.inject({
    method: 'PATCH',
    url: `/api/orgs/${hr.orgId}/members/${colleague.uid}`,
    headers: bearer(hr.idToken),
    payload: { role: 'Interviewer' },
  });
  expect(demoted.statusCode).toBe(200);
  const stale = reach(asClaims(colleague.uid, 'HR'), 'HR');
  for (const attempt of [...stale.memberReads, ...stale.hrOnly()]) await assertFails(attempt);
  await assertFails(stale.kitCreate());
  // With a refreshed token (claims now say Interviewer) they are an interviewer again.
  await assertSucceeds(reach(asClaims(colleague.uid, 'Interviewer'), 'Interviewer').memberReads[0]!);
});

test('an HR member an Admin disabled: Firestore refuses everything the token used to reach', async () => {
  const colleague = await join('stale-off', 'HR');
  await assertSucceeds(reach(asClaims(colleague.uid, 'HR'), 'HR').memberReads[0]!);
  const adminAccount = await accountWith(watch, 'stale-admin', { role: 'Admin' });
  const disabled = await app.inject({ method: 'POST', url: `/api/admin/users/${colleague.uid}/disable`, headers: bearer(adminAccount.idToken) });
  expect(disabled.statusCode).toBe(200);
  const stale = reach(asClaims(colleague.uid, 'HR'), 'HR');
  for (const attempt of [...stale.memberReads, ...stale.hrOnly()]) await assertFails(attempt);
  await assertFails(stale.kitCreate());
});
