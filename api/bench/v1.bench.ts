// HireGen API v1 latency, in process through app.inject (no sockets, so the figures are the
// api's own time: routing, multipart, the engine worker pool, serialization):
//   - POST /api/v1/resumes/parse on every resumes-dev PDF (multipart), ROUNDS rounds
//   - POST /api/v1/match on every matching-dev job × resume pair (JSON text)
//   - POST /api/v1/rank: one job against 200 resumes (JSON text)
// each at concurrency 1 and at CONCURRENCY (requests in flight at once), p50/p99 per request.
// Run: `npx tsx api/bench/v1.bench.ts` from the repo root. Writes bench/results/v1.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const DATA = process.env.HIREGEN_SHARED_DATA ?? path.resolve(__dirname, '../../../shared/data');

interface Row {
  scenario: string;
  concurrency: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function multipart(fileName: string, content: Buffer) {
  const boundary = '----hiregenbench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', CONTACT_IP_SALT: 'bench' });
  process.env.V1_RATE_LIMIT ??= '1000000';
  const app = await buildApp({ config, logger: false });
  await app.ready();

  type Request = InjectOptions;
  async function run(scenario: string, requests: Request[], concurrency: number): Promise<Row> {
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests.length) {
          const request = requests[next++]!;
          const t0 = performance.now();
          const response = await app.inject(request);
          times.push(performance.now() - t0);
          if (response.statusCode !== 200) throw new Error(`${scenario}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }),
    );
    const wall = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    return {
      scenario,
      concurrency,
      requests: times.length,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      maxMs: round(times.at(-1) ?? 0),
      requestsPerSecond: Math.round(times.length / wall),
    };
  }

  const resumesDir = path.join(DATA, 'resumes-dev');
  const pdfs = fs
    .readdirSync(resumesDir)
    .filter((n) => n.endsWith('.pdf'))
    .map((n) => ({ n, bytes: fs.readFileSync(path.join(resumesDir, n)) }));
  const parse: Request[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const { n, bytes } of pdfs) parse.push({ method: 'POST', url: '/api/v1/resumes/parse', ...multipart(n, bytes) });

  const jobsDir = path.join(DATA, 'matching-dev', 'JobDescription');
  const resumesTextDir = path.join(DATA, 'matching-dev', 'Resumes');
  const jobs = fs.readdirSync(jobsDir).map((n) => fs.readFileSync(path.join(jobsDir, n), 'utf8'));
  const resumes = fs.readdirSync(resumesTextDir).map((n) => ({ id: n, text: fs.readFileSync(path.join(resumesTextDir, n), 'utf8') }));
  const match: Request[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const job of jobs) for (const resume of resumes) match.push({ method: 'POST', url: '/api/v1/match', payload: { job, resume: resume.text } });

  const many = Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, text: resumes[i % resumes.length]!.text }));
  const rank: Request[] = Array.from({ length: ROUNDS * 2 }, (_, i) => ({
    method: 'POST',
    url: '/api/v1/rank',
    payload: { job: jobs[i % jobs.length]!, resumes: many },
  }));

  // Warm the worker pool (first start loads the engine) outside the figures.
  await run('warm-up', parse.slice(0, CONCURRENCY * 2), CONCURRENCY);

  const rows: Row[] = [];
  for (const concurrency of [1, CONCURRENCY]) {
    rows.push(await run('POST /api/v1/resumes/parse (resumes-dev PDFs)', parse, concurrency));
    rows.push(await run('POST /api/v1/match (matching-dev text)', match, concurrency));
    rows.push(await run('POST /api/v1/rank (200 resumes, JSON)', rank, concurrency));
  }
  await app.close();

  console.table(rows);
  const out = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverage: os.loadavg().map((l) => Math.round(l * 10) / 10),
    rounds: ROUNDS,
    rows,
  };
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'v1.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`load average ${out.loadAverage.join(' / ')}; written bench/results/v1.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
