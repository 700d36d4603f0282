// `npx tsx api/bench/write-journal.bench.ts`: what the local write journal costs an acknowledged
// write, and how long an export takes (what a debounced export would have left open instead).
// Persisting emulators on free ports; two apps in this process on the same emulators, one with the
// journal and one without, answering POST /api/contact-us through app.inject (no sockets): one at
// a time, then 10 at once. Writes bench/results/write-journal.json and prints the figures.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createFirebaseServices } from '../src/firebase';
import { freePort } from '../test/support/free-port';
import { percentile } from './percentile';

const repoRoot = path.resolve(__dirname, '..', '..');
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
const PROJECT = 'demo-journal-bench';

async function main() {
  const { startEmulators } = (await import(path.join(repoRoot, 'scripts/lib/emulators.mjs'))) as {
    startEmulators(
      options: Record<string, unknown>,
    ): Promise<{ env: Record<string, string>; stop(): Promise<void>; exportNow(reason?: string): Promise<boolean> }>;
  };
  const dataDir = path.join(repoRoot, '.firebase-data', `journal-bench-${process.pid}`);
  let exportMs = 0;
  const emulators = await startEmulators({
    projectId: PROJECT,
    authPort: await freePort(),
    firestorePort: await freePort(),
    persist: true,
    dataDir,
    exportIntervalMs: 0,
    onExport: ({ ms }: { ms: number }) => (exportMs = ms),
  });
  const env = { ...process.env, ...emulators.env, GCLOUD_PROJECT: PROJECT, CONTACT_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn', STORE_TIMEOUT_MS: '60000' };
  // firebase-admin reads the emulator hosts from the environment.
  Object.assign(process.env, emulators.env);
  const apps = await Promise.all(
    [env, { ...env, HIREGEN_JOURNAL_DIR: '' }].map(async (appEnv) => {
      const config = loadConfig(appEnv);
      return buildApp({ config, firebase: createFirebaseServices(config) });
    }),
  );
  const [journalled, plain] = apps as [(typeof apps)[0], (typeof apps)[0]];
  const post = async (app: typeof journalled, i: number) => {
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Bench', email: 'bench@example.com', subject: `journal bench ${i}`, message: 'How much does the journal cost?' },
    });
    if (answer.statusCode !== 201) throw new Error(`contact answered ${answer.statusCode}: ${answer.body}`);
    return performance.now() - started;
  };
  try {
    for (let i = 0; i < 20; i += 1) await Promise.all([post(journalled, -i), post(plain, -i)]); // warm-up
    const one = { journal: [] as number[], plain: [] as number[] };
    for (let i = 0; i < WRITES; i += 1) {
      one.journal.push(await post(journalled, i));
      one.plain.push(await post(plain, i));
    }
    const burst = async (app: typeof journalled) => {
      const started = performance.now();
      for (let i = 0; i < WRITES; i += 10) await Promise.all(Array.from({ length: 10 }, (_, j) => post(app, i + j)));
      return Math.round((WRITES / (performance.now() - started)) * 1000);
    };
    const perSecond = { journal: await burst(journalled), plain: await burst(plain) };
    await emulators.exportNow('bench');
    const results = {
      writes: WRITES,
      oneAtATime: {
        journal: { p50Ms: percentile(one.journal, 50), p95Ms: percentile(one.journal, 95) },
        plain: { p50Ms: percentile(one.plain, 50), p95Ms: percentile(one.plain, 95) },
      },
      tenAtOncePerSecond: perSecond,
      exportMs,
      documentsExported: 2 * (20 + 2 * WRITES),
    };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'write-journal.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
  } finally {
    await Promise.all(apps.map((app) => app.close()));
    await emulators.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.journal`, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
