// HireGen search, measured:
//   1. index 100,000 synthetic open jobs in MemorySearchIndex: time and heap growth;
//   2. query latency p50/p95/max for keyword, boolean (phrases, OR, NOT, fields) and filtered
//      (skills, radius, seniority, salary, facets) queries, on that index, through the same
//      parse → compile → search path the api runs;
//   3. freshness: against the Firestore emulator (started on BENCH_AUTH_PORT / BENCH_FIRESTORE_PORT,
//      default 9299 / 8280), the time from a write (job opened, job closed, directory opt-out)
//      until the api's index answers with it.
// Run: `npx tsx api/bench/search.bench.ts` (or `npm run bench -w api`). Writes bench/results/search.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { MemorySearchIndex } from '../src/features/search/service/memory-index';
import { parseSearchParams } from '../src/features/search/service/params';
import { SearchService } from '../src/features/search/service/search-service';
import { FirestoreSearchSync } from '../src/features/search/service/firestore-sync';
import { SCENARIOS, gc, mb, percentile, syntheticJob } from './search-corpus';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

async function indexAndQuery() {
  const docs = Array.from({ length: JOBS }, (_, i) => syntheticJob(i));
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const index = new MemorySearchIndex();
  for (const doc of docs) index.upsert(doc);
  const indexMs = performance.now() - started;
  gc();
  const heapMb = mb(process.memoryUsage().heapUsed - heapBefore);
  const service = new SearchService(getFirestore(initializeApp({ projectId: 'demo-hiregen' }, 'bench-unused')), { jobs: index });

  const scenarios = SCENARIOS;

  const rows = [];
  for (const [name, queries] of Object.entries(scenarios)) {
    const times: number[] = [];
    // CPU time too: on a shared, loaded machine the wall clock counts other people's work.
    const cpu: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const params = parseSearchParams(Object.fromEntries(new URLSearchParams(query)), 'job');
        await service.searchJobs(params, null);
        times.push(performance.now() - t0);
        const used = process.cpuUsage(c0);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    rows.push({
      scenario: name,
      queries: times.length,
      p50Ms: +percentile(times, 50).toFixed(2),
      p95Ms: +percentile(times, 95).toFixed(2),
      maxMs: +times.at(-1)!.toFixed(2),
      cpuP50Ms: +percentile(cpu, 50).toFixed(2),
      cpuP95Ms: +percentile(cpu, 95).toFixed(2),
    });
  }
  return { jobs: JOBS, indexMs: Math.round(indexMs), heapMb, rows };
}

async function freshness() {
  const { startEmulators } = (await import(path.join(__dirname, '../../scripts/lib/emulators.mjs'))) as {
    startEmulators(options: { authPort: number; firestorePort: number }): Promise<{ env: Record<string, string>; stop(): Promise<void> }>;
  };
  const emulators = await startEmulators({
    authPort: Number(process.env.BENCH_AUTH_PORT ?? 9299),
    firestorePort: Number(process.env.BENCH_FIRESTORE_PORT ?? 8280),
  });
  Object.assign(process.env, emulators.env);
  const admin = initializeApp({ projectId: 'demo-hiregen' }, 'bench-freshness');
  const db = getFirestore(admin);
  const jobs = new MemorySearchIndex();
  const candidates = new MemorySearchIndex();
  const sync = new FirestoreSearchSync(db, jobs, candidates, { warn: (details, message) => console.warn(message, details) });
  sync.start();
  await sync.whenReady(30_000);
  const waitFor = async (check: () => boolean) => {
    const t0 = performance.now();
    while (!check()) await new Promise((resolve) => setTimeout(resolve, 2));
    return performance.now() - t0;
  };
  const samples: Record<string, number[]> = { opened: [], closed: [], optedOut: [] };
  for (let i = 0; i < 10; i++) {
    const ref = db.doc(`jobs/fresh-${i}`);
    const opened = performance.now();
    await ref.set({
      orgId: 'o',
      orgName: 'O',
      title: 'Fresh job',
      description: '',
      parsed: { requiredSkills: [], preferredSkills: [], seniority: null, location: null, remote: 'onsite', salary: null },
      status: 'open',
      createdAt: new Date().toISOString(),
      openedAt: new Date().toISOString(),
    });
    await waitFor(() => jobs.get(`fresh-${i}`) !== undefined);
    samples.opened!.push(performance.now() - opened);
    const closed = performance.now();
    await ref.update({ status: 'closed' });
    await waitFor(() => jobs.get(`fresh-${i}`) === undefined);
    samples.closed!.push(performance.now() - closed);
    await db
      .doc(`talentDirectory/fresh-${i}`)
      .set({ name: 'F', headline: '', location: '', skills: [], years: 1, resume: {}, updatedAt: new Date().toISOString() });
    await waitFor(() => candidates.get(`directory:fresh-${i}`) !== undefined);
    const out = performance.now();
    await db.doc(`talentDirectory/fresh-${i}`).delete();
    await waitFor(() => candidates.get(`directory:fresh-${i}`) === undefined);
    samples.optedOut!.push(performance.now() - out);
  }
  sync.stop();
  await deleteApp(admin);
  await emulators.stop();
  return Object.fromEntries(
    Object.entries(samples).map(([name, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return [name, { samples: sorted.length, p50Ms: Math.round(percentile(sorted, 50)), maxMs: Math.round(sorted.at(-1)!) }];
    }),
  );
}

async function main() {
  process.env.METADATA_SERVER_DETECTION = 'none';
  const measured = await indexAndQuery();
  console.log(`Indexed ${measured.jobs} jobs in ${measured.indexMs} ms; heap +${measured.heapMb} MB`);
  console.table(measured.rows);
  const fresh = process.env.BENCH_SKIP_FRESHNESS ? null : await freshness();
  if (fresh) console.table(fresh);
  // The machine's load goes with the figures: on a shared machine wall-clock percentiles move with it.
  const report = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((load) => +load.toFixed(1)),
    ...measured,
    freshness: fresh,
  };
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('Written to api/bench/results/search.json');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
