// Which transport: HIREGEN_QUEUE=pubsub (with PUBSUB_EMULATOR_HOST locally, the project's Pub/Sub
// in production) or, by default, in-process (the embedded default of `npm start` and the tests).
// HIREGEN_INGEST_MAX_ATTEMPTS / _MIN_BACKOFF_MS / _MAX_BACKOFF_MS tune retries for both;
// HIREGEN_PUBSUB_ACK_DEADLINE_S is how soon a killed worker's file goes to another (default 60);
// HIREGEN_INGEST_REQUEUE_AFTER_MS how long a running batch may stay unchanged before its queued
// files are published again (default 180000; 0 turns the sweep off).
import { InProcessQueue } from './in-process-queue';
import { PubSubQueue } from './pubsub-queue';
import { DEFAULT_RETRY, type IngestQueue, type RetryPolicy } from './queue';

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}.`);
  return value;
};

export function retryPolicyFromEnv(env: NodeJS.ProcessEnv): RetryPolicy {
  return {
    maxAttempts: integer(env, 'HIREGEN_INGEST_MAX_ATTEMPTS', DEFAULT_RETRY.maxAttempts, 1),
    minBackoffMs: integer(env, 'HIREGEN_INGEST_MIN_BACKOFF_MS', DEFAULT_RETRY.minBackoffMs, 0),
    maxBackoffMs: integer(env, 'HIREGEN_INGEST_MAX_BACKOFF_MS', DEFAULT_RETRY.maxBackoffMs, 0),
  };
}

export function queueFromEnv(env: NodeJS.ProcessEnv, projectId: string): IngestQueue {
  const kind = env.HIREGEN_QUEUE?.trim() || 'in-process';
  if (kind === 'pubsub') return new PubSubQueue(projectId, undefined, retryPolicyFromEnv(env), integer(env, 'HIREGEN_PUBSUB_ACK_DEADLINE_S', 60, 10));
  if (kind === 'in-process') return new InProcessQueue(retryPolicyFromEnv(env));
  throw new Error(`HIREGEN_QUEUE must be "in-process" or "pubsub", not "${kind}".`);
}

/** Files one worker process (or the api's embedded worker) handles at a time. */
export const ingestConcurrencyFromEnv = (env: NodeJS.ProcessEnv) => integer(env, 'HIREGEN_INGEST_CONCURRENCY', 2, 1);

/** The lost-message sweep's settings (requeue.ts), or null when HIREGEN_INGEST_REQUEUE_AFTER_MS=0. */
export function requeueSweepFromEnv(env: NodeJS.ProcessEnv): { staleAfterMs: number; everyMs: number } | null {
  const staleAfterMs = integer(env, 'HIREGEN_INGEST_REQUEUE_AFTER_MS', 180_000, 0);
  if (staleAfterMs === 0) return null;
  return { staleAfterMs, everyMs: Math.min(30_000, Math.max(1_000, Math.round(staleAfterMs / 2))) };
}
