// Deleting takes the files with it: uploaded talent's original file goes with the talent (HR of
// its organisation only); an account's own files (`users/<uid>/`) go when the candidate deletes
// the account or an Admin does.
import type { FastifyInstance } from 'fastify';
import { Timestamp } from 'firebase-admin/firestore';
import { CloudStorageBlobStore } from '../../../src/platform/blobs/cloud-storage-blob-store';
import { accountWith, observer, type Observer } from '../admin/admin-fixtures';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { hrWithOrganisation } from '../hiring/hiring-fixtures';
import { buildTestApp } from '../../support/test-app';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';

let app: FastifyInstance;
let watch: Observer;
let admin: App;
let store: CloudStorageBlobStore;

beforeAll(async () => {
  app = await buildTestApp();
  watch = observer();
  admin = initializeApp({ projectId: PROJECT_ID }, 'file-deletion-test');
  store = new CloudStorageBlobStore(PROJECT_ID);
});
afterAll(async () => {
  await app.close();
  await watch.close();
  await deleteApp(admin);
  await store.close();
});

const unique = () => Math.random().toString(36).slice(2, 10);
const pdf = (text: string) => ({ bytes: Buffer.from(`%PDF-1.4 ${text}`), contentType: 'application/pdf', fileName: `${text}.pdf` });

test('deleting uploaded talent deletes its original file; HR of another organisation and a candidate cannot', async () => {
  const hr = await hrWithOrganisation(app, admin, 'talent-delete-hr', 'Talent Delete Co');
  const other = await hrWithOrganisation(app, admin, 'talent-delete-other', 'Other Co');
  const candidate = await accountWith(watch, 'talent-delete-candidate', { role: 'Candidate' });
  const talentId = `f_${unique()}`;
  const fileRef = `orgs/${hr.orgId}/talent/${talentId}-a1.pdf`;
  await store.put(fileRef, pdf('original'));
  const talent = watch.firestore.collection('organizations').doc(hr.orgId).collection('talent').doc(talentId);
  await talent.set({ fileRef, fileName: 'original.pdf', source: 'uploaded', createdAt: Timestamp.now() });
  const remove = (token: string) => app.inject({ method: 'DELETE', url: `/api/talent/${talentId}`, headers: bearer(token) });

  expect((await remove(other.idToken)).statusCode).toBe(404);
  expect((await remove(candidate.idToken)).statusCode).toBe(403);
  expect(await store.get(fileRef)).toEqual(pdf('original'));

  expect((await remove(hr.idToken)).statusCode).toBe(204);
  expect(await store.get(fileRef)).toBeNull();
  expect((await talent.get()).exists).toBe(false);
  expect((await app.inject({ method: 'GET', url: `/api/talent/${talentId}/file`, headers: bearer(hr.idToken) })).statusCode).toBe(404);
  expect((await remove(hr.idToken)).statusCode).toBe(404);
});

test("a candidate deleting the account deletes the account's files, and no one else's", async () => {
  const candidate = await accountWith(watch, 'files-candidate', { role: 'Candidate' });
  const neighbour = await accountWith(watch, 'files-neighbour', { role: 'Candidate' });
  await store.put(`users/${candidate.uid}/resume.pdf`, pdf('mine'));
  await store.put(`users/${neighbour.uid}/resume.pdf`, pdf('theirs'));
  const response = await app.inject({
    method: 'DELETE',
    url: '/api/candidate/account',
    headers: bearer(candidate.idToken),
    payload: { confirm: 'delete my account' },
  });
  expect(response.statusCode).toBe(200);
  expect(await store.get(`users/${candidate.uid}/resume.pdf`)).toBeNull();
  expect(await store.get(`users/${neighbour.uid}/resume.pdf`)).toEqual(pdf('theirs'));
});

test("an Admin deleting an account deletes the account's files", async () => {
  const adminAccount = await accountWith(watch, 'files-admin', { role: 'Admin' });
  const candidate = await accountWith(watch, 'files-deleted', { role: 'Candidate' });
  await store.put(`users/${candidate.uid}/resume.pdf`, pdf('gone'));
  const response = await app.inject({ method: 'DELETE', url: `/api/admin/users/${candidate.uid}`, headers: bearer(adminAccount.idToken) });
  expect(response.statusCode).toBeLessThan(300);
  expect(await store.get(`users/${candidate.uid}/resume.pdf`)).toBeNull();
});
