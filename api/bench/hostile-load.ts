// The hostile-load scenario, shared by the bar test (test/features/genai/hardening/hostile-load.test.ts) and
// the bench (bench/hostile.bench.ts): the real api (server.ts, its own process, default limits)
// receives at once 4 hostile uploads — a DOCX lying about its sizes (2 GB inflated), a PDF Flate
// bomb (2 GB inflated), a 1,000-page PDF, a 50 MB file — and 20 benign resume parses from 20
// other clients, while /healthz is polled and the api's resident memory (its process and every
// engine process under it) is sampled every 50 ms.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { makeDocxResume, makeLyingDocx, makeManyPagePdf, makePdfFlateBomb, makeResumePdf } from 'genai/test-fixtures';

const repoRoot = path.resolve(__dirname, '..', '..');
const GB = 1024 * 1024 * 1024;
const PAGE_BYTES = 4096;

export interface HostileOutcome {
  name: string;
  status: number;
  message: string | null;
  ms: number;
  limitMs: number;
}

export interface HostileLoadResult {
  hostile: HostileOutcome[];
  benign: { statuses: number[]; p50Ms: number; p95Ms: number; maxMs: number };
  peakRssBytes: number;
  healthz: { answered: number; failed: number; maxMs: number };
  wallMs: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident bytes of a process and all its descendants (Linux /proc). */
export function treeRssBytes(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    try {
      total += Number(fs.readFileSync(`/proc/${current}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
      for (const task of fs.readdirSync(`/proc/${current}/task`)) {
        const children = fs.readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended between two reads
    }
  }
  return total;
}

function multipart(fileName: string, content: Uint8Array): { body: Buffer; contentType: string } {
  const boundary = `----hiregen${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(content.buffer, content.byteOffset, content.byteLength),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Starts server.ts with `env` on a free port; resolves once /healthz answers. */
export async function startApi(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), METADATA_SERVER_DETECTION: 'none', LOG_LEVEL: 'error', CONTACT_IP_SALT: 'hostile' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the api did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  };
  return { child, port, stop };
}

async function post(port: number, fileName: string, content: Uint8Array, client: string): Promise<{ status: number; message: string | null; ms: number }> {
  const { body, contentType } = multipart(fileName, content);
  const started = performance.now();
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/v1/resumes/parse`, {
      method: 'POST',
      // The test stands in for the shell's proxy (the api trusts 127.0.0.1): one client each.
      headers: { 'content-type': contentType, 'x-forwarded-for': client },
      body,
    });
    const text = await answer.text();
    let message: string | null = null;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      message = typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      message = null;
    }
    return { status: answer.status, message, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, message: `no answer: ${(error as Error).message}`, ms: performance.now() - started };
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface HostileDocuments {
  lyingDocx: Uint8Array;
  flateBomb: Uint8Array;
  thousandPages: Uint8Array;
  fiftyMb: Uint8Array;
  pdfResume: Uint8Array;
  docxResume: Uint8Array;
}

/** The documents, built before the clock starts (the two 2 GB bombs take a few seconds of zlib). */
export async function buildDocuments(): Promise<HostileDocuments> {
  const [lyingDocx, flateBomb, thousandPages, pdfResume, docxResume] = await Promise.all([
    makeLyingDocx(2 * GB),
    makePdfFlateBomb(2 * GB),
    makeManyPagePdf(1000),
    makeResumePdf([
      [
        { text: 'Priya Raman', size: 18 },
        { text: 'priya.raman@example.com | +1 415 555 0100 | San Francisco, CA' },
        { text: 'Experience', bold: true, gap: 8 },
        { text: 'Senior Software Engineer, Stripe — 2019 - Present' },
        { text: '• Built the payments reconciliation service in Go and PostgreSQL' },
        { text: 'Skills', bold: true, gap: 8 },
        { text: 'Go, PostgreSQL, Kubernetes, React' },
      ],
    ]),
    makeDocxResume(),
  ]);
  const fiftyMb: Uint8Array = new Uint8Array(50 * 1024 * 1024);
  fiftyMb.set(Buffer.from('%PDF-1.7\n'));
  return { lyingDocx, flateBomb, thousandPages, fiftyMb, pdfResume, docxResume };
}

/** `healthzTimeoutMs`: how long one /healthz poll may take before it counts as failed (the bench's bar: 2 s). */
export async function runHostileLoad(
  port: number,
  apiPid: number,
  documents: HostileDocuments,
  documentLimitMs = 15_000,
  healthzTimeoutMs = 2_000,
): Promise<HostileLoadResult> {
  let peakRssBytes = treeRssBytes(apiPid);
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, treeRssBytes(apiPid))), 50);
  const healthz = { answered: 0, failed: 0, maxMs: 0 };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(healthzTimeoutMs) }).then(
        (r) => r.ok,
        () => false,
      );
      healthz.maxMs = Math.max(healthz.maxMs, performance.now() - started);
      if (ok) healthz.answered++;
      else healthz.failed++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();

  const started = performance.now();
  const hostileSpecs: [string, string, Uint8Array, number][] = [
    ['lying DOCX (2 GB inflated)', 'cv.docx', documents.lyingDocx, documentLimitMs],
    ['PDF Flate bomb (2 GB inflated)', 'cv.pdf', documents.flateBomb, documentLimitMs],
    ['1,000-page PDF', 'long.pdf', documents.thousandPages, documentLimitMs],
    ['50 MB file', 'huge.pdf', documents.fiftyMb, documentLimitMs],
  ];
  const hostile = hostileSpecs.map(async ([name, fileName, content, limitMs]) => ({ name, limitMs, ...(await post(port, fileName, content, '203.0.113.66')) }));
  const benign = Array.from({ length: 20 }, (_, i) =>
    post(port, i % 2 ? 'priya.pdf' : 'ana.docx', i % 2 ? documents.pdfResume : documents.docxResume, `198.51.100.${i + 1}`),
  );
  const [hostileResults, benignResults] = await Promise.all([Promise.all(hostile), Promise.all(benign)]);
  const wallMs = performance.now() - started;
  polling = false;
  await poller;
  clearInterval(sampler);
  peakRssBytes = Math.max(peakRssBytes, treeRssBytes(apiPid));
  const times = benignResults.map((r) => r.ms).sort((a, b) => a - b);
  return {
    hostile: hostileResults,
    benign: { statuses: benignResults.map((r) => r.status), p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times.at(-1) ?? 0 },
    peakRssBytes,
    healthz,
    wallMs,
  };
}
