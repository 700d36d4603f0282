// Node only: reads PDFs in a worker thread so a document past its time limit can be stopped
// (worker.terminate), and a memory bomb kills the worker, not the server. One warm worker is
// kept (unref'd, so it never holds a process open) and reused; a fresh one replaces it after a
// timeout or crash.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfReader, RawPdfResult } from './pdf-types';

interface PendingJob {
  id: number;
  bytes: Uint8Array;
  limits: { maxPages: number; timeoutMs: number; maxDecodedBytes?: number };
  resolve: (result: RawPdfResult | { error: 'timeout' | 'crashed'; message: string }) => void;
  timer?: ReturnType<typeof setTimeout>;
  retried: boolean;
}

const WORKER_FILE = path.join(__dirname, 'pdf-worker.mjs');
const WORKER_HEAP_MB = 768;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, PendingJob>();

function startWorker(): Worker {
  const fresh = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  fresh.unref();
  fresh.on('message', (message: { id: number; result: RawPdfResult }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(job.id);
    clearTimeout(job.timer);
    job.resolve(message.result);
    if (pending.size === 0) fresh.unref();
  });
  const fail = (reason: string) => {
    if (worker !== fresh) return;
    worker = null;
    // Every job in flight on a dead worker fails; a job that was only waiting behind another
    // gets one retry on a fresh worker.
    for (const job of [...pending.values()]) {
      pending.delete(job.id);
      clearTimeout(job.timer);
      job.resolve({ error: 'crashed', message: reason });
    }
  };
  fresh.on('error', (error) => fail(`The PDF reader stopped: ${error.message}`));
  fresh.on('exit', (code) => fail(`The PDF reader exited (code ${code}).`));
  return fresh;
}

function send(job: PendingJob): void {
  worker ??= startWorker();
  const current = worker;
  current.ref();
  pending.set(job.id, job);
  job.timer = setTimeout(() => {
    if (!pending.has(job.id)) return;
    pending.delete(job.id);
    job.resolve({ error: 'timeout', message: `Reading the PDF took longer than ${job.limits.timeoutMs} ms.` });
    // Others sharing this worker are moved to a fresh one, once.
    const others = [...pending.values()];
    pending.clear();
    if (worker === current) worker = null;
    void current.terminate();
    for (const other of others) {
      clearTimeout(other.timer);
      if (other.retried) other.resolve({ error: 'timeout', message: 'The PDF reader was restarted.' });
      else send({ ...other, retried: true });
    }
  }, job.limits.timeoutMs);
  // The bytes are copied (not transferred) so the caller's buffer stays usable.
  current.postMessage({ id: job.id, bytes: job.bytes, limits: { maxPages: job.limits.maxPages, maxDecodedBytes: job.limits.maxDecodedBytes } });
}

export const readPdfInWorker: PdfReader = (bytes, limits) =>
  new Promise((resolve) => {
    send({ id: nextId++, bytes, limits, resolve: resolve as PendingJob['resolve'], retried: false });
  }).then((result) => {
    const r = result as RawPdfResult | { error: 'timeout' | 'crashed'; message: string };
    if ('error' in r && (r.error === 'timeout' || r.error === 'crashed')) {
      throw Object.assign(new Error(r.message), { code: r.error });
    }
    return r as RawPdfResult;
  });

/** Stops the shared worker (tests and short scripts call this when done). */
export async function closePdfWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.terminate();
}
