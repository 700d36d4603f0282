// Ingestion on Pub/Sub (the emulator) with two worker processes (src/worker.ts, the real entry
// and engine) sharing one subscription; one worker is killed mid-batch. Every file must end
// exactly once: one talent, one application, one result in the batch document.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { UploadBatch } from 'shared-schemas';
import { blobStoreFromEnv } from '../../../../src/platform/blobs/blob-store-from-env';
import { batchRef, openBatch } from '../../../../src/features/uploads/service/batch';
import { enqueueFiles } from '../../../../src/features/uploads/service/enqueue';
import { PubSubQueue } from '../../../../src/features/uploads/service/pubsub-queue';
import { PROJECT_ID } from '../../../support/emulator-accounts';
import { freePort } from '../../../support/free-port';
import { nurseResume, resumePdf } from '../../hiring/hiring-fixtures';
import { startPubSubEmulator, type RunningPubSubEmulator } from './pubsub-emulator';

const FILES = 12;
const API_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
let emulator: RunningPubSubEmulator;
let admin: App;
let firestore: Firestore;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  emulator = await startPubSubEmulator(Number(process.env.TEST_PUBSUB_EMULATOR_PORT ?? 0) || (await freePort()));
  console.log(`Pub/Sub emulator up in ${emulator.startedInMs} ms`);
  process.env.PUBSUB_EMULATOR_HOST = emulator.host;
  admin = initializeApp({ projectId: PROJECT_ID }, 'pubsub-workers-test');
  firestore = getFirestore(admin);
});
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await deleteApp(admin);
  await emulator?.stop();
});

function startWorker(): ChildProcess {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      HIREGEN_QUEUE: 'pubsub',
      PUBSUB_EMULATOR_HOST: emulator.host,
      HIREGEN_INGEST_CONCURRENCY: '1',
      HIREGEN_PUBSUB_ACK_DEADLINE_S: '10',
      METADATA_SERVER_DETECTION: 'none',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push(worker);
  return worker;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('two workers share the subscription; one killed mid-batch loses nothing and repeats nothing', async () => {
  const orgId = `org-q-${Date.now()}`;
  const job = firestore.collection('jobs').doc();
  await job.set({
    orgId,
    orgName: 'Queue Co',
    title: 'Registered Nurse',
    status: 'open',
    createdBy: 'x',
    description: 'We need a Registered Nurse.\nRequirements:\n- Patient care\n- BLS',
  });
  const store = { firestore, storeTimeoutMs: 10_000 };
  const batchId = await openBatch(store, orgId, 'hr-q', job.id, undefined);
  const pdfs = await Promise.all(
    Array.from({ length: FILES }, (_, i) =>
      resumePdf(
        nurseResume(`Queue Nurse ${i}`, `queue.nurse.${i}.${Date.now()}@example.com`, `+91 97${String(i).padStart(3, '0')}0 1${String(Date.now()).slice(-4)}`),
      ),
    ),
  );

  // The api's side: topics and subscriptions first, so the workers find them.
  const queue = new PubSubQueue(PROJECT_ID, undefined, { maxAttempts: 5, minBackoffMs: 200, maxBackoffMs: 2_000 }, 10);
  await queue.ensure();
  const first = startWorker();
  startWorker();
  const blobs = blobStoreFromEnv(process.env, PROJECT_ID);
  const results = await enqueueFiles(
    { ...store, blobs, queue },
    { orgId, jobId: job.id, batchId },
    pdfs.map((bytes, i) => ({ bytes: new Uint8Array(bytes), fileName: `nurse-${i}.pdf` })),
    true,
    10_000_000,
  );
  expect(results.every((result) => result.status === 'queued')).toBe(true);

  const read = async () => (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
  // Mid-batch: some files done, most not.
  const midway = await until(read, (batch) => batch.counts.added >= 2, 180_000);
  expect(midway.counts.queued).toBeGreaterThan(0);
  first.kill('SIGKILL');
  console.log(`killed one worker with ${midway.counts.added} of ${FILES} files done`);

  const done = await until(read, (batch) => batch.status === 'done', 240_000);
  // The killed worker's file is redelivered to the other; if its application had landed already,
  // the redelivery finds it ("Already in this job's pipeline.") instead of adding a second one.
  expect(done.counts.queued + done.counts.failed).toBe(0);
  expect(done.counts.added + done.counts.duplicate).toBe(FILES);
  for (const file of Object.values(done.files)) if (file.status === 'duplicate') expect(file.message).toBe("Already in this job's pipeline.");
  console.log(`batch done: ${done.counts.added} added, ${done.counts.duplicate} found already added by the killed worker`);
  const applications = await firestore.collection('applications').where('jobId', '==', job.id).get();
  expect(applications.size).toBe(FILES);
  expect((await firestore.collection(`organizations/${orgId}/talent`).get()).size).toBe(FILES);
  await queue.close();
  await blobs.close?.();
});
