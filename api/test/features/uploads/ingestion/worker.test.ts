// The ingestion worker against the Firestore emulator, with a stand-in engine: a message delivered
// twice makes one application and counts once; a file that keeps failing ends failed with why;
// and the upload route answers at once, the in-process worker finishing the batch behind it.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { UploadBatch } from 'shared-schemas';
import { buildApp } from '../../../../src/app';
import { loadConfig } from '../../../../src/config';
import type { BlobStore } from '../../../../src/platform/blobs/blob-store';
import { HttpError } from '../../../../src/platform/errors';
import { addFiles, batchRef, openBatch } from '../../../../src/features/uploads/service/batch';
import { InProcessQueue } from '../../../../src/features/uploads/service/in-process-queue';
import type { IngestMessage } from '../../../../src/features/uploads/service/message';
import { ingestConsumer, ingestFile } from '../../../../src/features/uploads/service/ingest-worker';
import { bearer, PROJECT_ID } from '../../../support/emulator-accounts';
import { hrWithOrganisation, multipart, nurseResume, resumePdf } from '../../hiring/hiring-fixtures';
import { memoryBlobs } from '../../../support/memory-blobs';
import { stubEngine } from './stub-engine';

let admin: App;
let firestore: Firestore;

beforeAll(() => {
  admin = initializeApp({ projectId: PROJECT_ID }, 'ingestion-worker-test');
  firestore = getFirestore(admin);
});
afterAll(() => deleteApp(admin));

const unique = () => Math.random().toString(36).slice(2, 10);

/** The api with the in-process queue, an HR member of a new organisation, and its nurse job. */
async function routeWithNurseJob(orgName: string) {
  // Store deadlines of a busy CI machine: these tests are about the queue, not the store's speed.
  const config = loadConfig({ ...process.env, CONTACT_IP_SALT: 'test-salt', STORE_TIMEOUT_MS: '30000' });
  const app: FastifyInstance = await buildApp({ config, logger: false, ingestQueue: new InProcessQueue(), blobs: memoryBlobs() });
  await app.ready();
  const hr = await hrWithOrganisation(app, admin, `route-hr-${unique()}`, orgName);
  const job = firestore.collection('jobs').doc();
  await job.set({
    orgId: hr.orgId,
    orgName,
    title: 'Registered Nurse',
    status: 'open',
    createdBy: 'x',
    description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS',
  });
  return { app, hr, job };
}

/** What HR's screen does: read the batch document until the worker has written every result. */
async function batchWhenDone(orgId: string, batchId: string): Promise<UploadBatch> {
  for (;;) {
    const batch = (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
    if (batch.status === 'done') return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A job, a batch with one queued file in the blob store, and its message. */
async function queuedFile(blobs: BlobStore, last = true) {
  const orgId = `org-${unique()}`;
  const job = firestore.collection('jobs').doc();
  await job.set({ orgId, orgName: 'Org', title: 'Registered Nurse', status: 'open', createdBy: 'x', description: 'We need a Registered Nurse.' });
  const store = { firestore, storeTimeoutMs: 5_000 };
  const batchId = await openBatch(store, orgId, 'hr-1', job.id, undefined);
  const bytes = Buffer.from(`%PDF-1.7 ${unique()}`);
  const objectName = `orgs/${orgId}/ingest/${batchId}/file1.pdf`;
  await blobs.put(objectName, { bytes, contentType: 'application/pdf', fileName: 'nurse.pdf' });
  await addFiles(store, batchRef(firestore, orgId, batchId), { file1: { fileName: 'nurse.pdf', status: 'queued' } }, last);
  const message: IngestMessage = {
    orgId,
    jobId: job.id,
    batchId,
    fileId: 'file1',
    objectName,
    contentHash: createHash('sha256').update(bytes).digest('hex'),
    fileName: 'nurse.pdf',
    attempt: 1,
  };
  const batch = async () => (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
  return { message, batch, jobId: job.id };
}

test('the same message delivered twice, one after the other and side by side, makes one application and counts once', async () => {
  const blobs = memoryBlobs();
  const services = { firestore, storeTimeoutMs: 5_000, engine: stubEngine(), blobs };
  const { message, batch, jobId } = await queuedFile(blobs);
  // A redelivery may come before the queued copy is deleted: keep it for the second run.
  const kept = await blobs.get(message.objectName);
  await Promise.all([ingestFile(services, message), ingestFile(services, { ...message, attempt: 2 })]);
  await blobs.put(message.objectName, kept!);
  await ingestFile(services, { ...message, attempt: 3 });

  const applications = await firestore.collection('applications').where('jobId', '==', jobId).get();
  expect(applications.size).toBe(1);
  const after = await batch();
  expect(after.counts).toEqual({ queued: 0, added: 1, duplicate: 0, failed: 0 });
  expect(after.status).toBe('done');
  expect(after.files.file1).toMatchObject({ fileName: 'nurse.pdf', status: 'added', applicationId: applications.docs[0]!.id });
});

test('a file that keeps failing is retried, then marked failed with the reason; the batch is done', async () => {
  const blobs = memoryBlobs();
  let tries = 0;
  const engine = stubEngine(async () => {
    tries += 1;
    throw new HttpError(503, 'The engine is busy.');
  });
  const queue = new InProcessQueue({ maxAttempts: 3, minBackoffMs: 1, maxBackoffMs: 5 });
  await queue.consume(ingestConsumer({ firestore, storeTimeoutMs: 5_000, engine, blobs }), { concurrency: 1 });
  const { message, batch } = await queuedFile(blobs);
  await queue.publish([message]);
  await queue.idle();
  expect(tries).toBe(3);
  const after = await batch();
  expect(after.counts).toEqual({ queued: 0, added: 0, duplicate: 0, failed: 1 });
  expect(after.status).toBe('done');
  expect(after.files.file1).toEqual({
    fileName: 'nurse.pdf',
    status: 'failed',
    attempts: 2,
    message: 'Could not be processed after 3 tries (The engine is busy.). Send it again to retry.',
  });
  expect(await blobs.get(message.objectName)).toBeNull();
  await queue.close();
});

test('an attempt that fails after making its talent is retried as the same upload: added, never a duplicate of itself', async () => {
  const blobs = memoryBlobs();
  const engine = stubEngine();
  // The match (after the talent is stored) finds the engine full once.
  const runText = engine.runText.bind(engine);
  let matches = 0;
  engine.runText = (async (...args: Parameters<typeof runText>) => {
    matches += 1;
    if (matches === 1) throw new HttpError(503, 'The engine is busy.');
    return runText(...args);
  }) as typeof engine.runText;
  const queue = new InProcessQueue({ maxAttempts: 3, minBackoffMs: 1, maxBackoffMs: 5 });
  await queue.consume(ingestConsumer({ firestore, storeTimeoutMs: 5_000, engine, blobs }), { concurrency: 1 });
  const { message, batch, jobId } = await queuedFile(blobs);
  await queue.publish([message]);
  await queue.idle();
  expect(matches).toBe(2);
  const after = await batch();
  expect(after.counts).toEqual({ queued: 0, added: 1, duplicate: 0, failed: 0 });
  expect(after.files.file1).toMatchObject({ fileName: 'nurse.pdf', status: 'added' });
  expect((await firestore.collection('applications').where('jobId', '==', jobId).get()).size).toBe(1);
  await queue.close();
});

test('the upload route answers at once with queued files; the in-process worker fills in the batch', async () => {
  const { app, hr, job } = await routeWithNurseJob('Queue Co');
  try {
    const pdf = await resumePdf(nurseResume('Quinn Queue', `quinn.${unique()}@example.com`, '+91 90000 22222'));
    const body = multipart([
      { name: 'quinn.pdf', bytes: pdf },
      { name: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/uploads?last=1`,
      headers: { ...bearer(hr.idToken), ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(200);
    const { batchId, results } = answer.json() as { batchId: string; results: { fileName: string; status: string; fileId?: string }[] };
    expect(results).toEqual([
      { fileName: 'quinn.pdf', status: 'queued', fileId: expect.any(String) },
      { fileName: 'notes.txt', status: 'failed', message: 'Not a PDF or DOCX file.' },
    ]);
    const batch = await batchWhenDone(hr.orgId, batchId);
    expect(batch.counts).toEqual({ queued: 0, added: 1, duplicate: 0, failed: 1 });
    expect(batch.status).toBe('done');
    expect(batch.files[results[0]!.fileId!]).toMatchObject({ fileName: 'quinn.pdf', status: 'added' });
  } finally {
    await app.close();
  }
});

test('a request resent after a lost answer lands in the batch the browser named: its file is added once, never a duplicate of itself', async () => {
  const { app, hr, job } = await routeWithNurseJob('Resend Co');
  try {
    const pdf = await resumePdf(nurseResume('Rae Resend', `rae.${unique()}@example.com`, '+91 90000 33333'));
    const batchId = `b${unique()}${unique()}`.slice(0, 20);
    const send = async () => {
      const body = multipart([{ name: 'rae.pdf', bytes: pdf }]);
      const answer = await app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/uploads?batchId=${batchId}&last=1`,
        headers: { ...bearer(hr.idToken), ...body.headers },
        payload: body.payload,
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as { batchId: string; results: { fileName: string; status: string; fileId?: string }[] };
    };
    const first = await send();
    // The browser never saw that answer and sends the same request again.
    const again = await send();
    expect(first.batchId).toBe(batchId);
    expect(again.batchId).toBe(batchId);
    expect(again.results).toHaveLength(1);
    const held = first.results[0]!.fileId!;
    if (again.results[0]!.status === 'queued') expect(again.results[0]!.fileId).toBe(held);
    else expect(again.results[0]).toMatchObject({ fileName: 'rae.pdf', status: 'added' });
    const batch = await batchWhenDone(hr.orgId, batchId);
    expect(batch.counts).toEqual({ queued: 0, added: 1, duplicate: 0, failed: 0 });
    expect(Object.keys(batch.files)).toEqual([held]);
    expect(batch.files[held]).toMatchObject({ fileName: 'rae.pdf', status: 'added' });
    // A batch name already used for another job is refused.
    const other = firestore.collection('jobs').doc();
    await other.set({ orgId: hr.orgId, orgName: 'Resend Co', title: 'Teacher', status: 'open', createdBy: 'x', description: 'We need a teacher.' });
    const body = multipart([{ name: 'rae.pdf', bytes: pdf }]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/jobs/${other.id}/uploads?batchId=${batchId}`,
      headers: { ...bearer(hr.idToken), ...body.headers },
      payload: body.payload,
    });
    expect(refused.statusCode).toBe(404);
  } finally {
    await app.close();
  }
});
