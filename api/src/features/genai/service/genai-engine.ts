// The api's handle on the GenAI engine: the worker pool, the v1 limits, and engine failures
// turned into HttpErrors. One per app; closed with it.
// The engine's `llm-config` entry, not its index: the index would load the whole engine (taxonomy, pdfjs
// glue) into the api's main thread, where none of it runs; this module is config parsing only.
import { llmConfigFromEnv } from 'genai/llm-config';
import type { DocumentReadLimits, EngineTaskInput, EngineTaskName, EngineTaskOutput } from './engine-tasks';
import { engineCalls, type EngineCalls, type EngineRunner } from './engine-calls';
import { currentEngineCaller } from './engine-caller';
import { engineHttpError } from './engine-errors';
import { EnginePool, type EngineTicket } from './engine-pool';
import type { V1Limits } from './v1-limits';

/** Slack after the engine's own document time limit before the thread is stopped from outside. */
const HARD_STOP_GRACE_MS = 1_000;

export class GenaiEngine implements EngineRunner {
  private readonly pool: EnginePool;
  /** Every engine task as a typed function (engine-calls.ts): what routes and services call. */
  readonly tasks: EngineCalls = engineCalls(this);
  /** Extra time for the enhancer when an LLM is configured (its own timeout, then offline fallback). */
  private readonly llmTimeoutMs: number;

  constructor(
    readonly limits: V1Limits,
    env: Record<string, string | undefined>,
  ) {
    this.pool = new EnginePool({
      size: limits.engineWorkers,
      heapMb: limits.engineHeapMb,
      rssLimitMb: Math.floor(limits.engineMemoryMb / limits.engineWorkers),
      maxQueue: limits.engineQueueLength,
      maxQueuedBytes: limits.engineQueueBytes,
      queueTimeoutMs: limits.engineQueueTimeoutMs,
      clientConcurrency: limits.clientConcurrency,
      clientQueue: limits.clientQueue,
      env,
      // A scan read by OCR: its own budget, then the same grace before the process is stopped.
      maxExtensionMs: limits.ocrTimeoutMs + HARD_STOP_GRACE_MS,
    });
    this.llmTimeoutMs = llmConfigFromEnv(env)?.timeoutMs ?? 0;
  }

  /** Caps for reading one document, optionally shortened to what is left of a request's deadline. */
  documentLimits(remainingMs = Infinity): DocumentReadLimits {
    return {
      maxBytes: this.limits.maxFileBytes,
      timeoutMs: Math.max(1, Math.min(this.limits.documentTimeoutMs, remainingMs)),
      ocrTimeoutMs: Math.max(1, Math.min(this.limits.ocrTimeoutMs, remainingMs)),
    };
  }

  /** Runs a task on a resume document (or resume text); callers use `tasks`, which names the task once. */
  runDocument<K extends EngineTaskName>(task: K, input: EngineTaskInput<K> & { limits: DocumentReadLimits }): Promise<EngineTaskOutput<K>> {
    const extra = task === 'enhanceResume' ? this.llmTimeoutMs : 0;
    const source = (input as { source?: object }).source;
    const what = source && 'text' in source ? 'text' : 'document';
    return this.run(task, input, input.limits.timeoutMs + HARD_STOP_GRACE_MS + extra, what, input.limits.timeoutMs + extra);
  }

  /** Runs a task on text; `timeoutMs` defaults to the per-document limit. Callers use `tasks`. */
  runText<K extends EngineTaskName>(task: K, input: EngineTaskInput<K>, timeoutMs = this.limits.documentTimeoutMs): Promise<EngineTaskOutput<K>> {
    return this.run(task, input, timeoutMs, 'text', timeoutMs);
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** Highest resident total of the engine processes seen so far (benches, tests). */
  get peakEngineRssBytes(): number {
    return this.pool.peakChildrenRssBytes;
  }

  private async run<K extends EngineTaskName>(
    task: K,
    input: EngineTaskInput<K>,
    hardStopMs: number,
    what: 'document' | 'text',
    limitMs: number,
  ): Promise<EngineTaskOutput<K>> {
    try {
      return await this.pool.run(task, input, Math.max(1, hardStopMs), ticketFor(input));
    } catch (error) {
      throw engineHttpError(error, what, limitMs) ?? error;
    }
  }
}

/** The pool's ticket: the request's caller (engine-caller.ts) and the input bytes the task holds. */
function ticketFor(input: unknown): EngineTicket {
  const caller = currentEngineCaller();
  return { client: caller?.client, lane: caller?.lane, bytes: inputBytes(input) };
}

/** Bytes of the files and characters of the texts in a task's input (what waiting holds in memory). */
function inputBytes(value: unknown, depth = 0): number {
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof value === 'string') return value.length;
  if (depth > 4 || !value || typeof value !== 'object') return 0;
  let total = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) total += inputBytes(item, depth + 1);
  return total;
}
