// The in-process transport on its own (no emulator): at-least-once with backoff, then the dead letter.
import { InProcessQueue } from '../../../../src/features/uploads/service/in-process-queue';
import type { IngestMessage } from '../../../../src/features/uploads/service/message';
import { backoffMs, type IngestConsumer } from '../../../../src/features/uploads/service/queue';

const message = (fileId: string): IngestMessage => ({
  orgId: 'o',
  jobId: 'j',
  batchId: 'b',
  fileId,
  objectName: `orgs/o/ingest/b/${fileId}.pdf`,
  contentHash: 'a'.repeat(64),
  fileName: `${fileId}.pdf`,
  attempt: 1,
});

test('backoff doubles from the minimum up to the maximum, with at most 20% jitter off', () => {
  const policy = { maxAttempts: 5, minBackoffMs: 100, maxBackoffMs: 500 };
  expect([1, 2, 3, 4].map((attempt) => backoffMs(attempt, policy, () => 0))).toEqual([100, 200, 400, 500]);
  expect(backoffMs(2, policy, () => 1)).toBe(160);
});

test('a failing file is retried after growing pauses and handled once it succeeds', async () => {
  const queue = new InProcessQueue({ maxAttempts: 5, minBackoffMs: 20, maxBackoffMs: 1_000 });
  const seen: { attempt: number; at: number }[] = [];
  const failures: string[] = [];
  const deadLetter = jest.fn<Promise<void>, [IngestMessage, string]>(async () => undefined);
  const consumer: IngestConsumer = {
    handle: async (delivered) => {
      seen.push({ attempt: delivered.attempt, at: Date.now() });
      if (delivered.attempt < 3) throw new Error('store unavailable');
    },
    attemptFailed: async (delivered, reason) => void failures.push(`${delivered.attempt}: ${reason}`),
    deadLetter,
  };
  await queue.consume(consumer, { concurrency: 2 });
  await queue.publish([message('f1')]);
  await queue.idle();
  expect(seen.map((delivery) => delivery.attempt)).toEqual([1, 2, 3]);
  expect(failures).toEqual(['1: store unavailable', '2: store unavailable']);
  // At least the jittered backoff (16 ms, then 32 ms) between deliveries.
  expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(15);
  expect(seen[2]!.at - seen[1]!.at).toBeGreaterThanOrEqual(31);
  expect(deadLetter).not.toHaveBeenCalled();
  await queue.close();
});

test('after the last attempt the file goes to the dead letter with the reason, and others go on', async () => {
  const queue = new InProcessQueue({ maxAttempts: 3, minBackoffMs: 1, maxBackoffMs: 5 });
  const handled: string[] = [];
  const dead: string[] = [];
  await queue.consume(
    {
      handle: async (delivered) => {
        if (delivered.fileId === 'bad') throw new Error('engine busy');
        handled.push(delivered.fileId);
      },
      deadLetter: async (delivered, reason) => void dead.push(`${delivered.fileId} after ${delivered.attempt}: ${reason}`),
    },
    { concurrency: 1 },
  );
  await queue.publish([message('bad'), message('good')]);
  await queue.idle();
  expect(handled).toEqual(['good']);
  expect(dead).toEqual(['bad after 3: engine busy']);
  await queue.close();
});

test('messages published before a worker starts wait for it; no more than `concurrency` run at once', async () => {
  const queue = new InProcessQueue();
  await queue.publish(['a', 'b', 'c', 'd', 'e'].map(message));
  let running = 0;
  let most = 0;
  const done: string[] = [];
  await queue.consume(
    {
      handle: async (delivered) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        done.push(delivered.fileId);
      },
      deadLetter: async () => undefined,
    },
    { concurrency: 2 },
  );
  await queue.idle();
  expect(done.sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(most).toBe(2);
  await queue.close();
});
