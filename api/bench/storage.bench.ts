// `npx tsx api/bench/storage.bench.ts`: the Storage emulator's start time (spawn to first answer,
// 5 starts, its data folder holding the files of the previous runs), and a 1 MB original file
// put then read back through CloudStorageBlobStore (50 rounds, one at a time, persisting as under
// `npm start`), beside the same through a local folder. Writes bench/results/storage.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalDiskBlobStore, type BlobStore } from '../src/platform/blobs/blob-store';
import { CloudStorageBlobStore } from '../src/platform/blobs/cloud-storage-blob-store';
import { freePort } from '../test/support/free-port';
import { percentile } from './percentile';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const STARTS = 5;
const PROJECT = 'demo-storage-bench';
const emulatorScript = path.resolve(__dirname, '..', '..', 'scripts', 'lib', 'storage-emulator.cjs');

async function startEmulator(port: number, dataDir: string, tmp: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [emulatorScript], {
    env: { ...process.env, TMPDIR: tmp, HIREGEN_PROJECT_ID: PROJECT, HIREGEN_STORAGE_PORT: String(port), HIREGEN_STORAGE_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (;;) {
    const answered = await fetch(`http://127.0.0.1:${port}/storage/v1/b/${PROJECT}.appspot.com/o/readiness`).then(
      () => true,
      () => false,
    );
    if (answered) return { child, ms: performance.now() - started };
    if (performance.now() - started > 60_000) throw new Error('the Storage emulator did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function roundTrips(store: BlobStore, label: string) {
  const file = { bytes: randomBytes(1024 * 1024), contentType: 'application/pdf', fileName: 'bench.pdf' };
  const times: number[] = [];
  for (let i = 0; i < ROUNDS + 3; i += 1) {
    const key = `orgs/bench/talent/f_${label}-${i}.pdf`;
    const started = performance.now();
    await store.put(key, file);
    const back = await store.get(key);
    if (!back?.bytes.equals(file.bytes)) throw new Error('the file did not read back whole');
    if (i >= 3) times.push(performance.now() - started); // the first rounds warm the clients up
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), rounds: times.length };
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hiregen-storage-bench-'));
  const [dataDir, tmp] = [path.join(root, 'data'), path.join(root, 'tmp')];
  fs.mkdirSync(tmp);
  const port = await freePort();
  const startMs: number[] = [];
  let emulator: ChildProcess | null = null;
  try {
    for (let i = 0; i < STARTS; i += 1) {
      const started = await startEmulator(port, dataDir, tmp);
      startMs.push(started.ms);
      emulator = started.child;
      if (i < STARTS - 1) {
        emulator.kill('SIGTERM');
        await new Promise((resolve) => emulator!.once('exit', resolve));
      }
    }
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const cloud = new CloudStorageBlobStore(PROJECT);
    const storage = await roundTrips(cloud, 'cloud');
    await cloud.close();
    const local = await roundTrips(new LocalDiskBlobStore(path.join(root, 'local')), 'local');
    const result = {
      at: new Date().toISOString(),
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(1))),
      storageEmulatorStartMs: { median: percentile(startMs, 50), runs: startMs.map((ms) => Math.round(ms)) },
      putThenGet1MbMs: { storageEmulator: storage, localFolder: local },
    };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'storage.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    emulator?.kill('SIGTERM');
    fs.rmSync(root, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
