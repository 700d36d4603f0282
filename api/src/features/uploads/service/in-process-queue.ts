// The embedded transport: messages wait in memory and the same worker code runs in the api's
// process. At-least-once like Pub/Sub (a handler that throws is redelivered after a backoff; the
// last failure goes to the consumer's dead letter), but a process exit loses what is queued —
// production runs on Pub/Sub (pubsub-queue.ts). How many files are handled at once is p-limit's
// to keep, as Pub/Sub's flow control keeps it for that transport.
import pLimit from 'p-limit';
import type { IngestMessage } from './message';
import { backoffMs, DEFAULT_RETRY, failureReason, type IngestConsumer, type IngestQueue, type RetryPolicy } from './queue';

export class InProcessQueue implements IngestQueue {
  readonly kind = 'in-process' as const;
  private readonly waiting: IngestMessage[] = [];
  private readonly retries = new Set<NodeJS.Timeout>();
  /** Messages handed to the limiter: at work, or waiting for a free place in it. */
  private readonly inFlight = new Set<Promise<void>>();
  private consumer: IngestConsumer | null = null;
  private limit = pLimit(1);
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly policy: RetryPolicy = DEFAULT_RETRY) {}

  async publish(messages: IngestMessage[]): Promise<void> {
    this.waiting.push(...messages.map((message) => ({ ...message })));
    this.pump();
  }

  async consume(consumer: IngestConsumer, options: { concurrency: number }): Promise<() => Promise<void>> {
    this.consumer = consumer;
    this.limit = pLimit(Math.max(1, options.concurrency));
    this.pump();
    return async () => {
      this.consumer = null;
      await Promise.allSettled([...this.inFlight]);
    };
  }

  /** Resolves when nothing is queued, running or waiting for a retry (tests and benches). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.consumer = null;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private isIdle() {
    return this.waiting.length === 0 && this.inFlight.size === 0 && this.retries.size === 0;
  }

  private pump() {
    const consumer = this.consumer;
    while (consumer && this.waiting.length > 0) {
      const message = this.waiting.shift()!;
      const run = this.limit(async () => {
        // Its turn came after the worker stopped: it waits for the next one, undelivered.
        if (this.consumer !== consumer) this.waiting.push(message);
        else await this.deliver(consumer, message);
      }).finally(() => {
        this.inFlight.delete(run);
        this.pump();
      });
      this.inFlight.add(run);
    }
    this.settle();
  }

  private settle() {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async deliver(consumer: IngestConsumer, message: IngestMessage): Promise<void> {
    try {
      await consumer.handle(message);
    } catch (error) {
      const reason = failureReason(error);
      if (message.attempt >= this.policy.maxAttempts) {
        await consumer.deadLetter(message, reason).catch(() => undefined);
        return;
      }
      await consumer.attemptFailed?.(message, reason).catch(() => undefined);
      const timer = setTimeout(
        () => {
          this.retries.delete(timer);
          this.waiting.push({ ...message, attempt: message.attempt + 1 });
          this.pump();
        },
        backoffMs(message.attempt, this.policy),
      );
      timer.unref();
      this.retries.add(timer);
    }
  }
}
