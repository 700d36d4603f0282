// `npm run bench -w api` (ingestion part): bulk ingestion on Pub/Sub (the emulator) with 1 worker
// process and then 2 (src/worker.ts, the real engine), BENCH_INGEST_RESUMES (1,000) varied resume
// PDFs each. The api's side (enqueueFiles: store, enter in the batch, publish, 10 files a call)
// runs here; the clock runs from the first publish to the batch being done. Reports throughput
// (files/s) and the p50/p95 of each file's worker time (the batch entry's `ms`).
// Writes api/bench/results/ingest.json. Needs the Pub/Sub emulator (google-cloud-cli-pubsub-emulator).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { UploadBatch } from 'shared-schemas';
import { demoResume, PROFESSIONS, seededRandom } from '../seed/demo-people';
import { LocalDiskBlobStore } from '../src/platform/blobs/blob-store';
import { resumeToText } from '../src/features/hiring/service/resume-text';
import { batchRef, openBatch } from '../src/features/uploads/service/batch';
import { enqueueFiles } from '../src/features/uploads/service/enqueue';
import { PubSubQueue } from '../src/features/uploads/service/pubsub-queue';
import { freePort } from '../test/support/free-port';
import { startPubSubEmulator } from '../test/features/uploads/queue/pubsub-emulator';
import { percentile } from './percentile';
import { resumePdf } from './resume-pdf';

const repoRoot = path.resolve(__dirname, '..', '..');
const PROJECT = 'demo-hiregen-ingest-bench';
const RESUMES = Number(process.env.BENCH_INGEST_RESUMES ?? 1_000);
const WORKER_COUNTS = (process.env.BENCH_INGEST_WORKERS ?? '1,2').split(',').map(Number);

function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], { cwd: path.join(repoRoot, 'api'), env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    worker.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ingestion worker pulling')) resolve(worker);
    });
    worker.once('exit', (code) => reject(new Error(`worker exited (${code}) before pulling`)));
  });
}

async function stopWorker(worker: ChildProcess) {
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  worker.kill('SIGKILL');
}

async function main() {
  const { startEmulators } = (await import(path.join(repoRoot, 'scripts/lib/emulators.mjs'))) as {
    startEmulators: (options: object) => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>;
  };
  const emulators = await startEmulators({
    projectId: PROJECT,
    authPort: Number(process.env.BENCH_AUTH_EMULATOR_PORT ?? (await freePort())),
    firestorePort: Number(process.env.BENCH_FIRESTORE_EMULATOR_PORT ?? (await freePort())),
    persist: false,
  });
  Object.assign(process.env, emulators.env);
  const pubsub = await startPubSubEmulator(Number(process.env.BENCH_PUBSUB_EMULATOR_PORT ?? 0) || (await freePort()));
  Object.assign(process.env, { GCLOUD_PROJECT: PROJECT, METADATA_SERVER_DETECTION: 'none', PUBSUB_EMULATOR_HOST: pubsub.host });
  // Files on a local folder both sides share (the Storage emulator would be a third process to measure).
  const blobDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-ingest-bench-'));
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const workerEnv = { ...process.env, HIREGEN_QUEUE: 'pubsub', HIREGEN_BLOB_DIR: blobDir, HIREGEN_INGEST_CONCURRENCY: '1', LOG_LEVEL: 'warn' };
  const admin = initializeApp({ projectId: PROJECT }, 'ingest-bench');
  const firestore = getFirestore(admin);
  const blobs = new LocalDiskBlobStore(blobDir);
  const queue = new PubSubQueue(PROJECT);
  const runs: Record<string, unknown>[] = [];
  try {
    await queue.ensure();
    const random = seededRandom(1000);
    const files = await Promise.all(
      Array.from({ length: RESUMES }, async (_, index) => ({
        fileName: `resume-${index + 1}.pdf`,
        bytes: new Uint8Array(await resumePdf(resumeToText(demoResume(random, PROFESSIONS[index % PROFESSIONS.length]!, index)).split('\n'))),
      })),
    );
    for (const count of WORKER_COUNTS) {
      // A fresh organisation per run: no file is a duplicate of the run before.
      const orgId = `bench-org-${count}-${Date.now()}`;
      const job = firestore.collection('jobs').doc();
      await job.set({
        orgId,
        orgName: 'Bench Hospital',
        title: 'Registered Nurse',
        status: 'open',
        createdBy: 'bench',
        parsed: {},
        description: 'Registered Nurse\nRequirements:\n- Patient care\n- Medication administration\n- BLS certification',
      });
      const store = { firestore, storeTimeoutMs: 30_000 };
      const batchId = await openBatch(store, orgId, 'bench', job.id, undefined);
      const workers = await Promise.all(Array.from({ length: count }, () => startWorker(workerEnv)));
      const started = performance.now();
      for (let i = 0; i < files.length; i += 10) {
        await enqueueFiles({ ...store, blobs, queue }, { orgId, jobId: job.id, batchId }, files.slice(i, i + 10), i + 10 >= files.length, 10_000_000);
      }
      const publishedS = (performance.now() - started) / 1000;
      let batch: UploadBatch;
      for (;;) {
        batch = (await batchRef(firestore, orgId, batchId).get()).data() as UploadBatch;
        if (batch.status === 'done') break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const seconds = (performance.now() - started) / 1000;
      await Promise.all(workers.map(stopWorker));
      const times = Object.values(batch.files).flatMap((file) => (typeof file.ms === 'number' ? [file.ms] : []));
      const run = {
        workers: count,
        files: RESUMES,
        seconds: Number(seconds.toFixed(1)),
        publishedSeconds: Number(publishedS.toFixed(1)),
        filesPerSecond: Number((RESUMES / seconds).toFixed(2)),
        p50Ms: Math.round(percentile(times, 50)),
        p95Ms: Math.round(percentile(times, 95)),
        counts: batch.counts,
      };
      runs.push(run);
      console.log(JSON.stringify(run));
    }
    const out = path.join(__dirname, 'results', 'ingest.json');
    fs.writeFileSync(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, pubsubEmulatorStartMs: pubsub.startedInMs, runs }, null, 2)}\n`,
    );
    console.log(`written ${path.relative(repoRoot, out)}`);
  } finally {
    await queue.close().catch(() => undefined);
    await pubsub.stop();
    await emulators.stop();
    fs.rmSync(blobDir, { recursive: true, force: true });
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
