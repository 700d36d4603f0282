// The lost-message sweep against the Firestore emulator: files whose messages never reached a
// worker (a broker that dropped them, an api restarted with its in-process queue) are published
// again once their batch has been still for a while, and end added; a batch still moving is left
// alone; two sweepers publish a batch once; a batch whose last request never came is closed.
// Its own project on the emulator: the sweep reads every organisation's batches, and other test
// files' batches are not this one's to requeue.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { UploadBatch } from 'shared-schemas';
import { addFiles, batchRef, openBatch } from '../../../../src/features/uploads/service/batch';
import { enqueueFiles } from '../../../../src/features/uploads/service/enqueue';
import { InProcessQueue } from '../../../../src/features/uploads/service/in-process-queue';
import type { IngestMessage } from '../../../../src/features/uploads/service/message';
import type { IngestQueue } from '../../../../src/features/uploads/service/queue';
import { requeueStaleFiles } from '../../../../src/features/uploads/service/requeue';
import { ingestConsumer } from '../../../../src/features/uploads/service/ingest-worker';
import { memoryBlobs } from '../../../support/memory-blobs';
import { stubEngine } from './stub-engine';

let admin: App;
let firestore: Firestore;

beforeAll(() => {
  admin = initializeApp({ projectId: 'hiregen-requeue-test' }, 'ingestion-requeue-test');
  firestore = getFirestore(admin);
});
afterAll(() => deleteApp(admin));

const unique = () => Math.random().toString(36).slice(2, 10);
const STALE_AFTER_MS = 180_000;
/** A sweep as if it ran `ms` from now (instead of waiting minutes for the batch to go still). */
const later = (ms: number) => () => Date.now() + ms;

/** A queue that records what is published and delivers nothing: the messages are lost. */
function losingQueue(): IngestQueue & { published: IngestMessage[] } {
  const published: IngestMessage[] = [];
  return {
    kind: 'in-process',
    published,
    publish: async (messages) => void published.push(...messages),
    consume: async () => async () => undefined,
    close: async () => undefined,
  };
}

/** A job and a batch whose one resume was stored and entered as queued, with its message lost. */
async function batchWithLostMessage(blobs: ReturnType<typeof memoryBlobs>) {
  const orgId = `org-${unique()}`;
  const job = firestore.collection('jobs').doc();
  await job.set({ orgId, orgName: 'Org', title: 'Registered Nurse', status: 'open', createdBy: 'x', description: 'We need a Registered Nurse.' });
  const store = { firestore, storeTimeoutMs: 10_000 };
  const batchId = await openBatch(store, orgId, 'hr-1', job.id, undefined);
  const lost = losingQueue();
  const [result] = await enqueueFiles(
    { ...store, blobs, queue: lost },
    { orgId, jobId: job.id, batchId },
    [{ fileName: 'nurse.pdf', bytes: new Uint8Array(Buffer.from(`%PDF-1.7 ${unique()}`)) }],
    true,
    10_000_000,
  );
  const batch = async () => (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
  return { orgId, batchId, jobId: job.id, fileId: (result as { fileId: string }).fileId, lostMessage: lost.published[0]!, batch };
}

test('a file whose message was lost is queued again once its batch has been still for a while, and ends added', async () => {
  const blobs = memoryBlobs();
  const { batchId, fileId, lostMessage, batch, jobId } = await batchWithLostMessage(blobs);
  expect((await batch()).files[fileId]).toMatchObject({ status: 'queued' });

  const queue = new InProcessQueue();
  await queue.consume(ingestConsumer({ firestore, storeTimeoutMs: 10_000, engine: stubEngine(), blobs }), { concurrency: 1 });
  const published: IngestMessage[] = [];
  const publish = queue.publish.bind(queue);
  // Only this test's batch is handed on: the emulator may hold others from earlier runs.
  queue.publish = async (messages) => {
    const ours = messages.filter((message) => message.batchId === batchId);
    published.push(...ours);
    await publish(ours);
  };
  const services = { firestore, storeTimeoutMs: 10_000, blobs, queue };
  // Still moving (just written): left alone.
  await requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS });
  expect(published).toEqual([]);
  // Still for longer than the window: its file is published again, the same message as before.
  await requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS, now: later(STALE_AFTER_MS + 5_000) });
  expect(published).toEqual([lostMessage]);
  await queue.idle();
  const after = await batch();
  expect(after.status).toBe('done');
  expect(after.counts).toEqual({ queued: 0, added: 1, duplicate: 0, failed: 0 });
  expect(after.files[fileId]).toMatchObject({ fileName: 'nurse.pdf', status: 'added' });
  expect((await firestore.collection('applications').where('jobId', '==', jobId).get()).size).toBe(1);
  // Done: no later sweep touches it.
  await requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS, now: later(10 * STALE_AFTER_MS) });
  expect(published).toHaveLength(1);
  await queue.close();
});

test('two sweepers at once publish a batch once; the next sweep waits twice as long', async () => {
  const blobs = memoryBlobs();
  const { batchId, batch } = await batchWithLostMessage(blobs);
  const queue = losingQueue();
  const services = { firestore, storeTimeoutMs: 10_000, blobs, queue };
  const sweep = (ms: number) => requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS, now: later(ms) });
  const ours = () => queue.published.filter((message) => message.batchId === batchId);
  await Promise.all([sweep(STALE_AFTER_MS + 5_000), sweep(STALE_AFTER_MS + 5_000)]);
  expect(ours()).toHaveLength(1);
  expect((await batch()).requeues).toBe(1);
  // Swept once: one window after the sweep is not enough, two are.
  await sweep(STALE_AFTER_MS + 5_000);
  expect(ours()).toHaveLength(1);
  await sweep(2 * STALE_AFTER_MS + 5_000);
  expect(ours()).toHaveLength(2);
  expect((await batch()).requeues).toBe(2);
});

test('a batch whose last request never came, with nothing left queued, is closed as done', async () => {
  const orgId = `org-${unique()}`;
  const store = { firestore, storeTimeoutMs: 10_000 };
  const batchId = await openBatch(store, orgId, 'hr-1', 'job-1', undefined);
  await addFiles(store, batchRef(firestore, orgId, batchId), { f1: { fileName: 'notes.txt', status: 'failed', message: 'Not a PDF or DOCX file.' } }, false);
  const services = { ...store, blobs: memoryBlobs(), queue: losingQueue() };
  await requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS });
  expect(((await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch).status).toBe('running');
  await requeueStaleFiles(services, { staleAfterMs: STALE_AFTER_MS, now: later(STALE_AFTER_MS + 5_000) });
  const after = (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
  expect(after).toMatchObject({ status: 'done', closed: true, counts: { queued: 0, added: 0, duplicate: 0, failed: 1 } });
  expect(services.queue.published.filter((message) => message.batchId === batchId)).toEqual([]);
});
