// Search side by side: the embedded engine (MemorySearchIndex in the api's heap) against Sphinx
// with two real-time shards behind a distributed index (searchd started here, Debian's
// sphinxsearch), on the same synthetic jobs and query mix as search.bench.ts, through the api's
// own SearchService. Per corpus size (BENCH_SIZES, default 100000,300000): time to index,
// p50/p95 per query type, and the api process's heap after GC — the sharded profile must stay
// flat as the corpus grows (the corpus lives in searchd; its RSS is reported beside it).
// Run (niced; needs searchd): `npm run bench:search-shards -w api` (BENCH_BACKENDS=memory,sphinx;
// BENCH_ROUNDS). Writes bench/results/search-shards.json (or BENCH_OUT).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { searchdMissing, startSearchd } from '../scripts/searchd';
import { MemorySearchIndex } from '../src/features/search/service/memory-index';
import { parseSearchParams } from '../src/features/search/service/params';
import type { SearchIndex } from '../src/features/search/service/search-index';
import { SearchService } from '../src/features/search/service/search-service';
import { SphinxSearchIndex } from '../src/features/search/service/sphinx-index';
import { SCENARIOS, gc, mb, percentile, syntheticJob } from './search-corpus';

const SIZES = (process.env.BENCH_SIZES ?? '100000,300000').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'memory,sphinx').split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PORT = Number(process.env.BENCH_SPHINX_PORT ?? 9345);
const firestore = getFirestore(initializeApp({ projectId: 'demo-hiregen' }, 'bench-unused'));

function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

async function queries(index: SearchIndex) {
  const service = new SearchService(firestore, { jobs: index, external: true });
  const rows = [];
  for (const [name, list] of Object.entries(SCENARIOS)) {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of list) {
        const t0 = performance.now();
        await service.searchJobs(parseSearchParams(Object.fromEntries(new URLSearchParams(query)), 'job'), null);
        times.push(performance.now() - t0);
      }
    }
    times.sort((a, b) => a - b);
    rows.push({ scenario: name, queries: times.length, p50Ms: +percentile(times, 50).toFixed(1), p95Ms: +percentile(times, 95).toFixed(1) });
  }
  return rows;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function memoryProfile(size: number) {
  const base = heapAfterGc();
  const t0 = performance.now();
  const index = new MemorySearchIndex();
  for (let i = 0; i < size; i++) index.upsert(syntheticJob(i));
  const indexMs = Math.round(performance.now() - t0);
  const heapMb = mb(heapAfterGc() - base);
  const rows = await queries(index);
  return { backend: 'memory', jobs: size, indexMs, apiHeapMb: heapMb, rows };
}

async function sphinxProfile(size: number) {
  const searchd = await startSearchd({ port: PORT, timeoutMs: 60_000 });
  try {
    const base = heapAfterGc();
    const t0 = performance.now();
    // The indexer's side, in this process for the bench: documents stream through and are not kept.
    const writer = new SphinxSearchIndex({ host: searchd.host, port: searchd.port, kind: 'jobs' });
    for (let i = 0; i < size; i++) {
      writer.upsert(syntheticJob(i));
      if (i % 5_000 === 4_999) await writer.flush();
    }
    await writer.close();
    const indexMs = Math.round(performance.now() - t0);
    const index = new SphinxSearchIndex({ host: searchd.host, port: searchd.port, kind: 'jobs' });
    const rows = await queries(index);
    const heapMb = mb(heapAfterGc() - base);
    const searchdRssMb = rssMb(searchd.pid);
    await index.close();
    return { backend: 'sphinx, 2 shards', jobs: size, indexMs, apiHeapMb: heapMb, searchdRssMb, rows };
  } finally {
    await searchd.stop();
  }
}

async function main() {
  const missing = searchdMissing();
  if (missing) throw new Error(missing);
  const profiles: object[] = [];
  const out = path.join(__dirname, 'results', process.env.BENCH_OUT ?? 'search-shards.json');
  for (const size of SIZES) {
    for (const run of [...(BACKENDS.includes('memory') ? [memoryProfile] : []), ...(BACKENDS.includes('sphinx') ? [sphinxProfile] : [])]) {
      const profile = await run(size);
      console.log(
        `${profile.backend}, ${size} jobs: indexed in ${profile.indexMs} ms; api heap +${profile.apiHeapMb} MB${'searchdRssMb' in profile ? `; searchd RSS ${profile.searchdRssMb} MB` : ''}`,
      );
      console.table(profile.rows);
      profiles.push(profile);
      // Written after every profile: a long run stopped midway keeps what it measured.
      const report = {
        measuredAt: new Date().toISOString(),
        node: process.version,
        cpus: os.cpus().length,
        loadAverage: os.loadavg().map((load) => +load.toFixed(1)),
        rounds: ROUNDS,
        profiles,
      };
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    }
  }
  console.log(`Written to ${path.relative(process.cwd(), out)}`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
