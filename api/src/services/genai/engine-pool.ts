// A small pool of engine worker threads (engine-worker.cjs). Why threads: the engine is
// synchronous CPU work, and hostile inputs can take it seconds or minutes (see engine-tasks.ts);
// on the event loop that would stall every other request. A task past its time limit gets its
// thread terminated (and replaced), a memory bomb hits the thread's heap cap, and the api keeps
// answering. Workers start on first use, stay warm, and are unref'd while idle.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EngineTaskInput, EngineTaskName, EngineTaskOutput } from './engine-tasks';

const WORKER_FILE = path.join(__dirname, 'engine-worker.cjs');

export interface EnginePoolOptions {
  size: number;
  heapMb: number;
  maxQueue: number;
  queueTimeoutMs: number;
  /** Environment of the workers (HIREGEN_LLM_* for the enhancer). */
  env?: Record<string, string | undefined>;
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

/** The task ran past its time limit; its thread was stopped. */
export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The engine task took longer than ${timeoutMs} ms.`);
    this.name = 'EngineTimeoutError';
  }
}

/** The thread died under the task (heap cap reached, or a crash). */
export class EngineCrashError extends Error {
  constructor(
    message: string,
    readonly outOfMemory: boolean,
  ) {
    super(message);
    this.name = 'EngineCrashError';
  }
}

/** Too much work queued, or no worker could start: try again later. */
export class EngineUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineUnavailableError';
  }
}

interface QueuedTask {
  id: number;
  task: EngineTaskName;
  input: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  queueTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current: QueuedTask | null;
  timer?: NodeJS.Timeout;
  /** Set once the slot is being replaced, so its exit does not fail anything twice. */
  retired: boolean;
}

type WorkerMessage =
  | { ready: true }
  | { startFailed: { name: string; message: string } }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { name: string; code?: string; message: string } };

export class EnginePool {
  private readonly slots = new Set<Slot>();
  private readonly queue: QueuedTask[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: EnginePoolOptions) {}

  /** Runs one task; `timeoutMs` counts from when a worker takes it (waiting has its own limit). */
  run<K extends EngineTaskName>(task: K, input: EngineTaskInput<K>, timeoutMs: number): Promise<EngineTaskOutput<K>> {
    if (this.closed) return Promise.reject(new EngineUnavailableError('The api is shutting down.'));
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new EngineUnavailableError('The GenAI engine is busy. Please try again in a moment.'));
    }
    return new Promise<EngineTaskOutput<K>>((resolve, reject) => {
      const queued: QueuedTask = { id: this.nextId++, task, input, timeoutMs, resolve: resolve as (value: unknown) => void, reject };
      queued.queueTimer = setTimeout(() => {
        const index = this.queue.indexOf(queued);
        if (index === -1) return;
        this.queue.splice(index, 1);
        reject(new EngineUnavailableError('The GenAI engine is busy. Please try again in a moment.'));
      }, this.options.queueTimeoutMs);
      this.queue.push(queued);
      this.pump();
    });
  }

  /** Stops every worker and fails what is still queued. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.queueTimer);
      queued.reject(new EngineUnavailableError('The api is shutting down.'));
    }
    const stopping = [...this.slots].map((slot) => this.retire(slot));
    await Promise.all(stopping);
  }

  private pump(): void {
    while (this.queue.length) {
      const idle = [...this.slots].find((slot) => slot.ready && !slot.current && !slot.retired);
      if (!idle) {
        const starting = [...this.slots].filter((slot) => !slot.ready && !slot.retired).length;
        // One starting worker per waiting task at most, within the pool size.
        if (this.slots.size < this.options.size && starting < this.queue.length) {
          this.spawn();
          continue;
        }
        return;
      }
      this.dispatch(idle, this.queue.shift()!);
    }
  }

  private spawn(): void {
    const worker = new Worker(WORKER_FILE, {
      // Not the parent's flags (Jest's, or tsx's loader): the worker registers tsx itself.
      execArgv: [],
      env: { ...(this.options.env ?? process.env) },
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, current: null, retired: false };
    this.slots.add(slot);
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => this.onDeath(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY', error.message));
    worker.on('exit', (code) => this.onDeath(slot, false, `exited with code ${code}`));
  }

  private dispatch(slot: Slot, queued: QueuedTask): void {
    clearTimeout(queued.queueTimer);
    slot.current = queued;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      if (slot.current !== queued) return;
      slot.current = null;
      queued.reject(new EngineTimeoutError(queued.timeoutMs));
      // The thread may be stuck in synchronous work: stop it; a fresh one takes the next task.
      void this.retire(slot).then(() => this.pump());
    }, queued.timeoutMs);
    slot.worker.postMessage({ id: queued.id, task: queued.task, input: queued.input });
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      slot.worker.unref();
      this.pump();
      return;
    }
    if ('startFailed' in message) {
      this.failStart(slot, message.startFailed.message);
      return;
    }
    const queued = slot.current;
    if (!queued || queued.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.current = null;
    slot.worker.unref();
    if (message.ok) queued.resolve(message.value);
    else queued.reject(new EngineTaskError(message.error.name, message.error.code, message.error.message));
    // The engine's own document time limit answers between pdfjs steps, but pdfjs may still be
    // working on that document in this thread: start the next task on a fresh one.
    if (!message.ok && message.error.code === 'timeout') void this.retire(slot);
    this.pump();
  }

  private onDeath(slot: Slot, outOfMemory: boolean, reason: string): void {
    if (!this.slots.has(slot)) return;
    this.slots.delete(slot);
    clearTimeout(slot.timer);
    if (slot.retired) return;
    if (!slot.ready) {
      this.failStart(slot, reason);
      return;
    }
    const queued = slot.current;
    slot.current = null;
    queued?.reject(new EngineCrashError(`The engine stopped: ${reason}`, outOfMemory));
    this.pump();
  }

  /** A worker that cannot start would fail again at once: fail the waiting tasks instead of looping. */
  private failStart(slot: Slot, reason: string): void {
    void this.retire(slot);
    for (const queued of this.queue.splice(0)) {
      clearTimeout(queued.queueTimer);
      queued.reject(new EngineUnavailableError(`The GenAI engine could not start: ${reason}`));
    }
  }

  private async retire(slot: Slot): Promise<void> {
    slot.retired = true;
    clearTimeout(slot.timer);
    this.slots.delete(slot);
    // Only close() retires a slot with a task still on it; that task will never answer now.
    const orphan = slot.current;
    slot.current = null;
    orphan?.reject(new EngineUnavailableError('The api is shutting down.'));
    await slot.worker.terminate().catch(() => undefined);
  }
}
