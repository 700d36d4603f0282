// Cloud Pub/Sub transport: one topic of file messages, one subscription every worker pulls from
// (N workers share it: Pub/Sub hands each message to one of them), and a dead-letter topic with
// its own subscription. Locally it runs against the Pub/Sub emulator (PUBSUB_EMULATOR_HOST);
// in production against the project's Pub/Sub, with Cloud Run workers.
//
// Retries: a failed attempt is nacked after an exponential backoff (held by the client's lease,
// so it also holds against the emulator, which ignores retry policies); the subscription carries
// the same retry policy and a dead-letter policy. The worker forwards a message to the dead-letter
// topic itself after its last attempt (with the reason); the subscription's policy is the safety
// net for a message that keeps killing its worker.
import { PubSub, type Message, type Subscription } from '@google-cloud/pubsub';
import { parseIngestMessage, type IngestMessage } from './message';
import { backoffMs, DEAD_LETTER_WITHOUT_REASON, DEFAULT_RETRY, failureReason, type IngestConsumer, type IngestQueue, type RetryPolicy } from './queue';

export interface PubSubNames {
  topic: string;
  subscription: string;
  deadLetterTopic: string;
  deadLetterSubscription: string;
}

export const DEFAULT_PUBSUB_NAMES: PubSubNames = {
  topic: 'hiregen-ingest',
  subscription: 'hiregen-ingest-workers',
  deadLetterTopic: 'hiregen-ingest-dead-letter',
  deadLetterSubscription: 'hiregen-ingest-dead-letter-workers',
};

const ALREADY_EXISTS = 6;
const ignoreExisting = (error: unknown) => {
  if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
};
const duration = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 });

export class PubSubQueue implements IngestQueue {
  readonly kind = 'pubsub' as const;
  private readonly client: PubSub;
  private ready: Promise<void> | null = null;

  constructor(
    projectId: string,
    private readonly names: PubSubNames = DEFAULT_PUBSUB_NAMES,
    // Pub/Sub's dead-letter policy takes 5 to 100 deliveries.
    private readonly policy: RetryPolicy = DEFAULT_RETRY,
    /** How long a killed worker's file waits before another worker gets it (10 to 600 s). */
    private readonly ackDeadlineSeconds = 60,
  ) {
    this.client = new PubSub({ projectId });
  }

  /** Creates the topics and subscriptions when missing (infrastructure as code in production). */
  ensure(): Promise<void> {
    this.ready ??= (async () => {
      const { client, names, policy } = this;
      await client.createTopic(names.topic).catch(ignoreExisting);
      await client.createTopic(names.deadLetterTopic).catch(ignoreExisting);
      await client
        .topic(names.topic)
        .createSubscription(names.subscription, {
          ackDeadlineSeconds: this.ackDeadlineSeconds,
          deadLetterPolicy: { deadLetterTopic: client.topic(names.deadLetterTopic).name, maxDeliveryAttempts: Math.min(100, Math.max(5, policy.maxAttempts)) },
          retryPolicy: { minimumBackoff: duration(policy.minBackoffMs), maximumBackoff: duration(policy.maxBackoffMs) },
        })
        .catch(ignoreExisting);
      await client.topic(names.deadLetterTopic).createSubscription(names.deadLetterSubscription, { ackDeadlineSeconds: 60 }).catch(ignoreExisting);
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async publish(messages: IngestMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.ensure();
    const topic = this.client.topic(this.names.topic);
    await Promise.all(messages.map((message) => topic.publishMessage({ json: message })));
  }

  async consume(consumer: IngestConsumer, options: { concurrency: number }): Promise<() => Promise<void>> {
    await this.ensure();
    const flowControl = { maxMessages: Math.max(1, options.concurrency), allowExcessMessages: false };
    const work = this.client.subscription(this.names.subscription, { flowControl });
    const dead = this.client.subscription(this.names.deadLetterSubscription, { flowControl: { maxMessages: 1, allowExcessMessages: false } });
    const inFlight = new Set<Promise<void>>();
    const track = (run: Promise<void>) => {
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    };
    const timers = new Set<NodeJS.Timeout>();
    work.on('message', (received: Message) => track(this.onMessage(consumer, received, timers)));
    dead.on('message', (received: Message) => track(this.onDeadLetter(consumer, received)));
    for (const subscription of [work, dead])
      subscription.on('error', (error: unknown) => console.error(`ingest: ${subscription.name}: ${failureReason(error)}`));
    return async () => {
      await Promise.all([closeQuietly(work), closeQuietly(dead)]);
      await Promise.allSettled([...inFlight]);
      for (const timer of timers) clearTimeout(timer);
    };
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async onMessage(consumer: IngestConsumer, received: Message, timers: Set<NodeJS.Timeout>): Promise<void> {
    const parsed = parseIngestMessage(safeJson(received.data));
    if (!parsed) {
      console.error('ingest: a message that is not a file message was dropped');
      received.ack();
      return;
    }
    // deliveryAttempt is counted by Pub/Sub when the subscription has a dead-letter policy.
    const message = { ...parsed, attempt: received.deliveryAttempt > 0 ? received.deliveryAttempt : parsed.attempt };
    try {
      await consumer.handle(message);
      received.ack();
    } catch (error) {
      const reason = failureReason(error);
      if (message.attempt >= this.policy.maxAttempts) {
        try {
          await this.client.topic(this.names.deadLetterTopic).publishMessage({ json: message, attributes: { reason } });
          received.ack();
        } catch {
          received.nack();
        }
        return;
      }
      await consumer.attemptFailed?.(message, reason).catch(() => undefined);
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          received.nack();
        },
        backoffMs(message.attempt, this.policy),
      );
      timers.add(timer);
    }
  }

  private async onDeadLetter(consumer: IngestConsumer, received: Message): Promise<void> {
    const parsed = parseIngestMessage(safeJson(received.data));
    if (!parsed) return void received.ack();
    const attempt = Math.max(
      parsed.attempt,
      received.attributes?.CloudPubSubDeadLetterSourceDeliveryCount ? Number(received.attributes.CloudPubSubDeadLetterSourceDeliveryCount) : 0,
    );
    try {
      await consumer.deadLetter({ ...parsed, attempt }, received.attributes?.reason || DEAD_LETTER_WITHOUT_REASON);
      received.ack();
    } catch {
      received.nack();
    }
  }
}

function safeJson(data: Buffer): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
}

async function closeQuietly(subscription: Subscription) {
  await subscription.close().catch(() => undefined);
}
