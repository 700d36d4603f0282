// A small pool of engine child processes (engine-worker.cjs). Why processes, not threads: the
// engine is synchronous CPU work, and hostile inputs can take it seconds or minutes (see
// engine-tasks.ts); and a thread's `resourceLimits` cap only its V8 heap, not the ArrayBuffers a
// PDF or zip reader allocates (a Flate bomb took a worker thread, and so the api process, past
// 2 GB). A child process has its own address space: the pool reads each child's resident memory
// (/proc/<pid>/statm) every RSS_POLL_MS and kills one that passes `rssLimitMb`, so the api's
// total stays under api + size × rssLimitMb whatever the input. A task past its time limit has
// its process killed and replaced. Processes start on first use and stay warm.
//
// Scheduling is fair and bounded (one client cannot starve the others):
// - two lanes: interactive (one document or one text) and bulk (rank). Bulk tasks never hold
//   more than size − 1 processes, so an interactive task never waits behind a bulk one;
// - per client: at most `clientConcurrency` running and `clientQueue` waiting or running tasks;
//   among waiting tasks the client with the fewest running goes first (then arrival order);
// - the queue is capped in tasks (`maxQueue`) and in input bytes (`maxQueuedBytes`), so queued
//   uploads cannot pile up in memory; beyond any cap the task is refused at once (503 +
//   Retry-After), and a task that waited `queueTimeoutMs` is refused too.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineTaskInput, EngineTaskName, EngineTaskOutput } from './engine-tasks';

const WORKER_FILE = path.join(__dirname, 'engine-worker.cjs');
/** How often each busy child's resident memory is read. */
const RSS_POLL_MS = 50;
const PAGE_BYTES = 4096;

export type EngineLane = 'interactive' | 'bulk';

export interface EnginePoolOptions {
  size: number;
  /** V8 heap cap of each child (--max-old-space-size). */
  heapMb: number;
  /** Resident memory cap of each child (heap + ArrayBuffers + code): killed past it. */
  rssLimitMb?: number;
  maxQueue: number;
  /** Input bytes of all waiting tasks together. */
  maxQueuedBytes?: number;
  queueTimeoutMs: number;
  /** Running tasks per client. */
  clientConcurrency?: number;
  /** Waiting + running tasks per client. */
  clientQueue?: number;
  /** Environment of the children (HIREGEN_LLM_* for the enhancer). */
  env?: Record<string, string | undefined>;
  /**
   * Longest deadline a running task may ask for (a scan read by OCR asks for OCR's budget when
   * OCR starts); asks beyond it are cut to it. Default 0: no extension.
   */
  maxExtensionMs?: number;
}

/** Who asks, in which lane, and how many input bytes the task holds while it waits. */
export interface EngineTicket {
  /** Unset: the task counts as its own client (no per-client cap applies to it). */
  client?: string;
  lane?: EngineLane;
  bytes?: number;
}

/** What the worker reported for a failed task: the engine's error name, code and message. */
export class EngineTaskError extends Error {
  constructor(
    readonly errorName: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'EngineTaskError';
  }
}

/** The task ran past its time limit; its process was stopped. */
export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The engine task took longer than ${timeoutMs} ms.`);
    this.name = 'EngineTimeoutError';
  }
}

/** The process died under the task (memory cap reached, or a crash). */
export class EngineCrashError extends Error {
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
    this.name = 'EngineCrashError';
  }
}

/** Too much work queued, or no worker could start: try again later (after `retryAfterSeconds`). */
export class EngineUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds = 5,
  ) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}

interface QueuedTask {
  id: number;
  task: EngineTaskName;
  input: unknown;
  timeoutMs: number;
  client: string;
  lane: EngineLane;
  bytes: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  queueTimer?: NodeJS.Timeout;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  current: QueuedTask | null;
  timer?: NodeJS.Timeout;
  /** Set once the slot is being replaced, so its exit does not fail anything twice. */
  retired: boolean;
  /** Set when the watchdog killed it for memory. */
  overMemory: boolean;
}

type WorkerMessage =
  | { ready: true }
  | { startFailed: { name: string; message: string } }
  | { id: number; extendMs: number }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; code?: string; message: string } };

const BUSY = 'The GenAI engine is busy. Please try again in a moment.';

function lexicallyBefore(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** Resident bytes of a process, or null where /proc is not there (the heap cap still applies). */
function residentBytes(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const statm = readFileSync(`/proc/${pid}/statm`, 'utf8');
    return Number(statm.split(' ')[1]) * PAGE_BYTES;
  } catch {
    return null;
  }
}

export class EnginePool {
  private readonly slots = new Set<Slot>();
  private readonly queue: QueuedTask[] = [];
  private readonly running = new Map<string, number>();
  private readonly holding = new Map<string, number>();
  /** When each client last had a task dispatched (a counter), for round robin between clients. */
  private readonly lastServed = new Map<string, number>();
  private dispatched = 0;
  private queuedBytes = 0;
  private nextId = 1;
  private closed = false;
  private watchdog: NodeJS.Timeout | undefined;
  private readonly rssLimitBytes: number;
  private readonly clientConcurrency: number;
  private readonly clientQueue: number;
  private readonly maxQueuedBytes: number;
  /** Highest resident total of the children seen by the watchdog (for benches and tests). */
  peakChildrenRssBytes = 0;

  constructor(private readonly options: EnginePoolOptions) {
    this.rssLimitBytes = (options.rssLimitMb ?? options.heapMb + 256) * 1024 * 1024;
    this.clientConcurrency = options.clientConcurrency ?? options.size;
    this.clientQueue = options.clientQueue ?? options.maxQueue + options.size;
    this.maxQueuedBytes = options.maxQueuedBytes ?? Number.POSITIVE_INFINITY;
  }

  /** Runs one task; `timeoutMs` counts from when a worker takes it (waiting has its own limit). */
  run<K extends EngineTaskName>(task: K, input: EngineTaskInput<K>, timeoutMs: number, ticket: EngineTicket = {}): Promise<EngineTaskOutput<K>> {
    if (this.closed) return Promise.reject(new EngineUnavailableError('The api is shutting down.'));
    // Work without a caller (signed-in routes that do not say who asks) is not grouped under one
    // shared client, which would serialise every such request behind one per-client cap.
    const client = ticket.client ?? `unnamed:${this.nextId}`;
    const bytes = ticket.bytes ?? 0;
    if (this.queue.length >= this.options.maxQueue || this.queuedBytes + bytes > this.maxQueuedBytes) {
      return Promise.reject(new EngineUnavailableError(BUSY, this.retryAfter()));
    }
    if ((this.holding.get(client) ?? 0) >= this.clientQueue) {
      return Promise.reject(
        new EngineUnavailableError('You have too many documents waiting for the GenAI engine. Please wait for them to finish.', this.retryAfter()),
      );
    }
    return new Promise<EngineTaskOutput<K>>((resolve, reject) => {
      const queued: QueuedTask = {
        id: this.nextId++,
        task,
        input,
        timeoutMs,
        client,
        lane: ticket.lane ?? 'interactive',
        bytes,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      this.count(this.holding, client, 1);
      const settle = (done: () => void) => () => {
        this.count(this.holding, client, -1);
        done();
      };
      queued.resolve = (value) => settle(() => resolve(value as EngineTaskOutput<K>))();
      queued.reject = (error) => settle(() => reject(error))();
      queued.queueTimer = setTimeout(() => {
        if (!this.unqueue(queued)) return;
        queued.reject(new EngineUnavailableError(BUSY, this.retryAfter()));
      }, this.options.queueTimeoutMs);
      this.queue.push(queued);
      this.queuedBytes += bytes;
      this.pump();
    });
  }

  /** Tasks waiting, and their input bytes (for tests and the bench). */
  get waiting(): { tasks: number; bytes: number } {
    return { tasks: this.queue.length, bytes: this.queuedBytes };
  }

  /** Stops every worker and fails what is still queued. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.watchdog);
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.queueTimer);
      this.queuedBytes -= queued.bytes;
      queued.reject(new EngineUnavailableError('The api is shutting down.'));
    }
    const stopping = [...this.slots].map((slot) => this.retire(slot));
    await Promise.all(stopping);
  }

  private count(map: Map<string, number>, client: string, delta: number): void {
    const next = (map.get(client) ?? 0) + delta;
    if (next <= 0) map.delete(client);
    else map.set(client, next);
  }

  private unqueue(queued: QueuedTask): boolean {
    const index = this.queue.indexOf(queued);
    if (index === -1) return false;
    this.queue.splice(index, 1);
    this.queuedBytes -= queued.bytes;
    clearTimeout(queued.queueTimer);
    return true;
  }

  /** A rough wait: the queue ahead, a few seconds per task per process, at least 1 s. */
  private retryAfter(): number {
    return Math.max(1, Math.min(60, Math.ceil((this.queue.length * 2) / Math.max(1, this.options.size))));
  }

  /**
   * The next task a free process should take: interactive first; then the client with the fewest
   * tasks running, then the one served longest ago (round robin), then the oldest task.
   */
  private next(): QueuedTask | undefined {
    const bulkBusy = [...this.slots].filter((slot) => slot.current?.lane === 'bulk').length;
    const bulkAllowed = bulkBusy < Math.max(1, this.options.size - 1);
    let best: QueuedTask | undefined;
    let bestKey: number[] | undefined;
    for (const queued of this.queue) {
      const running = this.running.get(queued.client) ?? 0;
      if (running >= this.clientConcurrency) continue;
      if (queued.lane === 'bulk' && !bulkAllowed) continue;
      const key = [queued.lane === 'interactive' ? 0 : 1, running, this.lastServed.get(queued.client) ?? -1, queued.id];
      if (!bestKey || lexicallyBefore(key, bestKey)) {
        best = queued;
        bestKey = key;
      }
    }
    return best;
  }

  private pump(): void {
    for (;;) {
      const queued = this.next();
      if (!queued) return;
      const idle = [...this.slots].find((slot) => slot.ready && !slot.current && !slot.retired);
      if (!idle) {
        const starting = [...this.slots].filter((slot) => !slot.ready && !slot.retired).length;
        // One starting process per waiting task at most, within the pool size.
        if (this.slots.size < this.options.size && starting < this.queue.length) {
          this.spawn();
          continue;
        }
        return;
      }
      this.unqueue(queued);
      this.dispatch(idle, queued);
    }
  }

  private spawn(): void {
    const child = fork(WORKER_FILE, [], {
      // Not the parent's flags (Jest's, or tsx's loader): the worker registers tsx itself.
      execArgv: [`--max-old-space-size=${this.options.heapMb}`],
      env: { ...(this.options.env ?? process.env) },
      // Uint8Arrays cross as they are (structured clone), not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const slot: Slot = { child, ready: false, current: null, retired: false, overMemory: false };
    this.slots.add(slot);
    child.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    child.on('error', (error: Error) => this.onDeath(slot, error.message));
    child.on('exit', (code, signal) => this.onDeath(slot, signal ? `killed by ${signal}` : `exited with code ${code}`));
    this.startWatchdog();
  }

  private startWatchdog(): void {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => {
      let total = 0;
      for (const slot of this.slots) {
        const rss = residentBytes(slot.child.pid);
        if (rss === null) continue;
        total += rss;
        if (rss > this.rssLimitBytes && !slot.retired && !slot.overMemory) {
          slot.overMemory = true;
          slot.child.kill('SIGKILL');
        }
      }
      this.peakChildrenRssBytes = Math.max(this.peakChildrenRssBytes, total);
    }, RSS_POLL_MS);
    this.watchdog.unref();
  }

  private dispatch(slot: Slot, queued: QueuedTask): void {
    slot.current = queued;
    this.count(this.running, queued.client, 1);
    this.lastServed.set(queued.client, ++this.dispatched);
    // Forget clients with nothing left, so the map stays the size of the active clients.
    for (const client of this.lastServed.keys()) if (!this.holding.has(client)) this.lastServed.delete(client);
    slot.child.ref();
    this.arm(slot, queued, queued.timeoutMs);
    slot.child.send({ id: queued.id, task: queued.task, input: queued.input });
  }

  /** Stops the slot's process if `queued` is still on it after `ms`. */
  private arm(slot: Slot, queued: QueuedTask, ms: number): void {
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.current !== queued) return;
      this.finish(slot);
      queued.reject(new EngineTimeoutError(queued.timeoutMs));
      // The process may be stuck in synchronous work: stop it; a fresh one takes the next task.
      void this.retire(slot).then(() => this.pump());
    }, ms);
  }

  /** The slot's task is over (answered, failed or timed out). */
  private finish(slot: Slot): QueuedTask | null {
    const queued = slot.current;
    clearTimeout(slot.timer);
    slot.current = null;
    if (queued) this.count(this.running, queued.client, -1);
    return queued;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      this.idle(slot);
      this.pump();
      return;
    }
    if ('startFailed' in message) {
      this.failStart(slot, message.startFailed.message);
      return;
    }
    if (!slot.current || slot.current.id !== message.id) return;
    if ('extendMs' in message) {
      // From now: the task's new deadline, within the pool's cap (its time limit still applies after).
      const extension = Math.min(Math.max(0, Number(message.extendMs) || 0), this.options.maxExtensionMs ?? 0);
      if (extension > 0) this.arm(slot, slot.current, extension);
      return;
    }
    const queued = this.finish(slot)!;
    this.idle(slot);
    if (message.ok) queued.resolve(message.value);
    else queued.reject(new EngineTaskError(message.error.name, message.error.code, message.error.message));
    // The engine's own document time limit answers between pdfjs steps, but pdfjs may still be
    // working on that document in this process: start the next task on a fresh one.
    if (!message.ok && message.error.code === 'timeout') void this.retire(slot);
    this.pump();
  }

  /** An idle child does not keep the api's event loop alive. */
  private idle(slot: Slot): void {
    slot.child.unref();
    (slot.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  private onDeath(slot: Slot, reason: string): void {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    if (slot.retired) return;
    if (!slot.ready) {
      this.failStart(slot, reason);
      return;
    }
    const queued = this.finish(slot);
    queued?.reject(
      new EngineCrashError(`The engine stopped: ${slot.overMemory ? 'over its memory cap' : reason}`, slot.overMemory || /SIGABRT|code 134/.test(reason)),
    );
    this.pump();
  }

  /** A worker that cannot start would fail again at once: fail the waiting tasks instead of looping. */
  private failStart(slot: Slot, reason: string): void {
    void this.retire(slot);
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.queueTimer);
      this.queuedBytes -= queued.bytes;
      queued.reject(new EngineUnavailableError(`The GenAI engine could not start: ${reason}`));
    }
  }

  private async retire(slot: Slot): Promise<void> {
    slot.retired = true;
    this.slots.delete(slot);
    // Only close() retires a slot with a task still on it; that task will never answer now.
    const orphan = this.finish(slot);
    orphan?.reject(new EngineUnavailableError('The api is shutting down.'));
    if (slot.child.exitCode !== null || slot.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => slot.child.once('exit', () => resolve()));
    slot.child.kill('SIGKILL');
    await exited;
  }
}
