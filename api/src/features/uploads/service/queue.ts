// The seam between the api and its ingestion workers: publish a message per file, and consume
// them with retries, backoff and a dead letter. Two transports implement it: in-process (the
// embedded default for `npm start`, the e2e stack and the tests) and Cloud Pub/Sub.
import type { IngestMessage } from './message';

export interface IngestConsumer {
  /** Does the file's work; throwing means "try again later" (the file's own faults never throw). */
  handle(message: IngestMessage): Promise<void>;
  /** A failed attempt, before its retry: recorded so the batch shows what is going on. */
  attemptFailed?(message: IngestMessage, reason: string): Promise<void>;
  /** The last attempt failed: the file is given up (marked failed with `reason`). */
  deadLetter(message: IngestMessage, reason: string): Promise<void>;
}

export interface RetryPolicy {
  /** Deliveries before the dead letter (the first one included). */
  maxAttempts: number;
  minBackoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, minBackoffMs: 1_000, maxBackoffMs: 60_000 };

/** Exponential backoff after failed attempt `attempt` (1-based), with up to 20% jitter so retries spread. */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const base = Math.min(policy.maxBackoffMs, policy.minBackoffMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 - 0.2 * random()));
}

export interface IngestQueue {
  readonly kind: 'in-process' | 'pubsub';
  publish(messages: IngestMessage[]): Promise<void>;
  /** Starts pulling with up to `concurrency` files at a time; answers how to stop (in-flight files finish first). */
  consume(consumer: IngestConsumer, options: { concurrency: number }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The reason of a dead letter the transport forwarded without one (Pub/Sub's dead-letter policy). */
export const DEAD_LETTER_WITHOUT_REASON = 'it kept failing';

/** Why an attempt failed, in words fit for the batch document (no stack, no personal data). */
export function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').slice(0, 200) || 'Unknown error.';
}
