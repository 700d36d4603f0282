// Bulk upload against the real Firestore emulator when the store says no: "already exists" stays
// a 409 (a duplicate row, never a failed batch), and a talent document that cannot be created
// leaves no file behind in the blob store.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { JsonResume } from 'shared-schemas';
import { engineCalls } from '../../../src/features/genai/service/engine-calls';
import type { GenaiEngine } from '../../../src/features/genai/service/genai-engine';
import { createApplication, type StoredJob } from '../../../src/features/hiring/service/applications';
import { uploadOne } from '../../../src/features/uploads/service/bulk-upload';
import type { OrgAccount } from '../../../src/features/hiring/service/org-access';
import { bearer, PROJECT_ID } from '../../support/emulator-accounts';
import { hrWithOrganisation, multipart, nurseResume, resumePdf } from '../hiring/hiring-fixtures';
import { buildTestApp } from '../../support/test-app';
import { memoryBlobs } from '../../support/memory-blobs';

let app: FastifyInstance;
let admin: App;
let firestore: Firestore;

beforeAll(async () => {
  app = await buildTestApp();
  admin = initializeApp({ projectId: PROJECT_ID }, 'upload-store-answers-test');
  firestore = getFirestore(admin);
});
afterAll(async () => {
  await app.close();
  await deleteApp(admin);
});

const unique = () => Math.random().toString(36).slice(2, 10);

async function openJob(orgId: string): Promise<StoredJob> {
  const job = {
    orgId,
    orgName: 'Org',
    title: 'Registered Nurse',
    status: 'open',
    createdBy: 'x',
    description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS',
  };
  const ref = firestore.collection('jobs').doc();
  await ref.set(job);
  return { id: ref.id, orgId, title: job.title, description: job.description, status: job.status };
}

/** The engine as uploadOne uses it: a parse that answers `resume`, and a match that may wait. */
function engineAnswering(resume: JsonResume, text: string, beforeMatch: () => Promise<void> = async () => undefined): GenaiEngine {
  const engine = {
    limits: { ocrTimeoutMs: 1_000 },
    runDocument: async () => ({ resume, text, meta: {}, confidence: {} }),
    runText: async () => {
      await beforeMatch();
      return { score: 61, matched: [], missing: [], summary: '' };
    },
  };
  const standIn = engine as unknown as GenaiEngine; // a stand-in: only the calls uploadOne makes
  // The typed calls go through the stand-in's runDocument/runText (which tests may replace).
  return Object.assign(standIn, { tasks: engineCalls(standIn) });
}

const hrOf = (orgId: string) => ({ uid: `hr-${orgId}`, orgId }) as unknown as OrgAccount; // uploadOne reads only uid and orgId

const nurse = (email: string): JsonResume => ({
  basics: { name: 'Test Nurse', email },
  work: [{ name: 'City Hospital', position: 'Registered Nurse', startDate: '2019-01' }],
});
const NURSE_TEXT = 'Test Nurse\nRegistered Nurse at City Hospital since 2019, patient care, medication administration, BLS and vital signs.';

test('a second application for the same person is a 409 from the store, not a 503', async () => {
  const orgId = `org-${unique()}`;
  const job = await openJob(orgId);
  const ref = firestore.collection('applications').doc(`${job.id}_t_${unique()}`);
  const input = {
    job,
    source: 'uploaded' as const,
    candidateUid: null,
    talentId: 't1',
    resume: nurse('a@example.com'),
    resumeText: NURSE_TEXT,
    match: { score: 50, matched: [], missing: [], summary: '' },
    by: 'hr',
  };
  await createApplication(firestore, ref, input, 5_000);
  await expect(createApplication(firestore, ref, input, 5_000)).rejects.toMatchObject({
    statusCode: 409,
    message: "This person is already in this job's pipeline.",
  });
});

test('two uploads of one person racing into a job: both answer, one application, the second is a duplicate', async () => {
  const orgId = `org-${unique()}`;
  const job = await openJob(orgId);
  const bytes = new Uint8Array(Buffer.from(`%PDF-1.7 ${unique()}`));
  const contentHash = createHash('sha256').update(bytes).digest('hex');
  // The person is already talent of the organisation (an earlier batch), not yet in this job.
  await firestore.doc(`organizations/${orgId}/talent/t-racer`).set({ resume: nurse('racer@example.com'), text: NURSE_TEXT, contentHash, source: 'uploaded' });
  // Both uploads have read "not in this job yet" before either creates the application.
  let arrived = 0;
  let release: () => void = () => undefined;
  const bothHere = new Promise<void>((resolve) => (release = resolve));
  const engine = engineAnswering(nurse('racer@example.com'), NURSE_TEXT, async () => {
    arrived += 1;
    if (arrived === 2) release();
    await bothHere;
  });
  const services = { firestore, engine, blobs: memoryBlobs(), storeTimeoutMs: 5_000 };
  const upload = () => uploadOne(services, hrOf(orgId), job, { bytes, fileName: 'resume.pdf' }, 10_000_000, 10_000);

  const results = await Promise.all([upload(), upload()]);
  expect(results.map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
  expect(results.map((result) => result.message).sort()).toEqual([
    "Already in this job's pipeline.",
    'Already in your talent pool (the same file): added to this job.',
  ]);
  const applications = await firestore.collection('applications').where('jobId', '==', job.id).get();
  expect(applications.size).toBe(1);
});

test('the same new file uploaded twice at once is one talent with one file: one added, one duplicate', async () => {
  const orgId = `org-${unique()}`;
  const job = await openJob(orgId);
  // Both uploads have found neither the file nor the person before either stores anything.
  let parsing = 0;
  let release: () => void = () => undefined;
  const bothParsing = new Promise<void>((resolve) => (release = resolve));
  const engine = engineAnswering(nurse(`twin-${unique()}@example.com`), NURSE_TEXT);
  const parse = engine.runDocument.bind(engine);
  engine.runDocument = (async (...args: Parameters<typeof parse>) => {
    parsing += 1;
    if (parsing === 2) release();
    await bothParsing;
    return parse(...args);
  }) as typeof engine.runDocument;
  const blobs = memoryBlobs();
  const services = { firestore, engine, blobs, storeTimeoutMs: 5_000 };
  const bytes = new Uint8Array(Buffer.from(`%PDF-1.7 ${unique()}`));
  const upload = () => uploadOne(services, hrOf(orgId), job, { bytes, fileName: 'resume.pdf' }, 10_000_000, 10_000);

  const results = await Promise.all([upload(), upload()]);
  expect(results.map((result) => result.status).sort()).toEqual(['added', 'duplicate']);
  const talent = await firestore.collection(`organizations/${orgId}/talent`).get();
  expect(talent.size).toBe(1);
  expect(blobs.keys()).toEqual([talent.docs[0]!.get('fileRef')]);
  expect((await firestore.collection('applications').where('jobId', '==', job.id).get()).size).toBe(1);
});

test('a talent document the store refuses leaves no file in the blob store', async () => {
  const orgId = `org-${unique()}`;
  const job = await openJob(orgId);
  // Over Firestore's 1 MiB document limit: the create is refused by the store itself.
  const tooBig: JsonResume = { ...nurse(`big-${unique()}@example.com`), summary: 'x'.repeat(1_100_000) };
  const blobs = memoryBlobs();
  const services = { firestore, engine: engineAnswering(tooBig, NURSE_TEXT), blobs, storeTimeoutMs: 5_000 };
  const bytes = new Uint8Array(Buffer.from(`%PDF-1.7 ${unique()}`));

  await expect(uploadOne(services, hrOf(orgId), job, { bytes, fileName: 'big.pdf' }, 10_000_000, 10_000)).rejects.toMatchObject({ statusCode: 503 });
  expect(blobs.keys()).toEqual([]);
  expect((await firestore.collection(`organizations/${orgId}/talent`).get()).size).toBe(0);
});

test('one duplicate in a request never fails the batch: it is a duplicate row and the other files are added', async () => {
  const hr = await hrWithOrganisation(app, admin, `race-hr-${unique()}`, 'Race Co');
  const first = await openJob(hr.orgId);
  const second = await openJob(hr.orgId);
  const meera = await resumePdf(nurseResume('Meera Nair', `meera.${unique()}@example.com`, '+91 98765 43210'));
  const ravi = await resumePdf(nurseResume('Ravi Kumar', `ravi.${unique()}@example.com`, '+91 91234 56789'));
  const send = (jobId: string, files: { name: string; bytes: Buffer }[]) => {
    const body = multipart(files);
    return app.inject({ method: 'POST', url: `/api/jobs/${jobId}/uploads?wait=1`, headers: { ...bearer(hr.idToken), ...body.headers }, payload: body.payload });
  };
  expect((await send(first.id, [{ name: 'resume.pdf', bytes: meera }])).statusCode).toBe(200);

  // The same person twice (processed side by side) and someone new, into another job.
  const answer = await send(second.id, [
    { name: 'resume.pdf', bytes: meera },
    { name: 'resume.pdf', bytes: meera },
    { name: 'ravi.pdf', bytes: ravi },
  ]);
  expect(answer.statusCode).toBe(200);
  const results = (answer.json() as { results: { fileName: string; status: string }[] }).results;
  expect(results.map((result) => [result.fileName, result.status])).toEqual([
    ['resume.pdf', 'duplicate'],
    ['resume.pdf', 'duplicate'],
    ['ravi.pdf', 'added'],
  ]);
  const applications = await firestore.collection('applications').where('jobId', '==', second.id).get();
  expect(applications.size).toBe(2);
});
