// The engine pool under hostile load: memory bounded per process (ArrayBuffers included),
// interactive work never behind bulk work, per-client and queued-bytes caps with Retry-After.
import { EngineCrashError, EnginePool, EngineUnavailableError } from '../../../../src/features/genai/service/engine-pool';
import { makePdfFlateBomb } from 'genai/test-fixtures';

// Ordinary text, large: a few seconds of skill extraction.
const SLOW = 'Engineer managing React, TypeScript and Kubernetes budgets; leading teams and reducing costs. '.repeat(30_000);
const settled = (task: Promise<unknown>) =>
  task.then(
    () => 'resolved',
    (error: unknown) => error,
  );

describe('engine pool: memory', () => {
  it('kills a process whose resident memory passes its cap (ArrayBuffers, not just the heap) and keeps serving', async () => {
    const pool = new EnginePool({ size: 1, heapMb: 256, rssLimitMb: 300, maxQueue: 4, queueTimeoutMs: 30_000 });
    try {
      // A 600 MB Flate bomb with the stream budget lifted: pdfjs inflates it into ArrayBuffers.
      const bomb = await makePdfFlateBomb(600 * 1024 * 1024);
      const started = Date.now();
      const error = await pool
        .run(
          'parseResume',
          {
            source: { file: { bytes: bomb, fileName: 'bomb.pdf' } },
            limits: { maxBytes: 10 * 1024 * 1024, timeoutMs: 60_000, maxDecodedBytes: 8 * 1024 * 1024 * 1024 },
          },
          60_000,
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineCrashError);
      expect((error as EngineCrashError).outOfMemory).toBe(true);
      expect(Date.now() - started).toBeLessThan(30_000);
      // Overshoot past the cap is bounded by what the process allocates between two 50 ms reads.
      expect(pool.peakChildrenRssBytes).toBeLessThan(600 * 1024 * 1024);
      const skills = await pool.run('extractSkills', { text: 'React and k8s' }, 10_000);
      expect(skills.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['React', 'Kubernetes']));
    } finally {
      await pool.close();
    }
  });
});

describe('engine pool: fairness', () => {
  it('an interactive task does not wait behind bulk tasks', async () => {
    const pool = new EnginePool({ size: 2, heapMb: 512, maxQueue: 16, queueTimeoutMs: 60_000, clientConcurrency: 2 });
    try {
      // Warm both processes.
      await Promise.all([pool.run('normalize', { kind: 'skill', value: 'k8s' }, 30_000), pool.run('normalize', { kind: 'skill', value: 'js' }, 30_000)]);
      const finished: string[] = [];
      const bulk = [1, 2, 3].map((n) =>
        pool.run('extractSkills', { text: SLOW }, 120_000, { client: 'bulk-client', lane: 'bulk' }).then(() => finished.push(`bulk ${n}`)),
      );
      const interactive = pool
        .run('parseJob', { text: 'Senior React engineer, remote' }, 30_000, { client: 'someone', lane: 'interactive' })
        .then(() => finished.push('interactive'));
      await Promise.all([...bulk, interactive]);
      expect(finished[0]).toBe('interactive');
    } finally {
      await pool.close();
    }
  });

  it("caps one client's queue (503 with a retry time) while another client still gets in", async () => {
    const pool = new EnginePool({ size: 1, heapMb: 512, maxQueue: 64, queueTimeoutMs: 60_000, clientConcurrency: 1, clientQueue: 3 });
    try {
      const flood = [1, 2, 3].map(() => settled(pool.run('extractSkills', { text: SLOW }, 120_000, { client: 'flood' })));
      const refused = await pool.run('extractSkills', { text: 'x' }, 120_000, { client: 'flood' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(EngineUnavailableError);
      expect((refused as EngineUnavailableError).message).toMatch(/too many documents waiting/);
      expect((refused as EngineUnavailableError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      // Another client is queued, and goes before the flood's second and third tasks.
      const other = pool.run('normalize', { kind: 'skill', value: 'k8s' }, 30_000, { client: 'other' });
      const order: string[] = [];
      await Promise.all([other.then(() => order.push('other')), ...flood.map((task, n) => task.then(() => order.push(`flood ${n + 1}`)))]);
      expect(order.indexOf('other')).toBeLessThan(order.indexOf('flood 2'));
    } finally {
      await pool.close();
    }
  });

  it('bounds the bytes waiting in the queue', async () => {
    const pool = new EnginePool({ size: 1, heapMb: 512, maxQueue: 64, maxQueuedBytes: 1024 * 1024, queueTimeoutMs: 60_000 });
    try {
      const running = settled(pool.run('extractSkills', { text: SLOW }, 120_000, { client: 'a' }));
      // Let the first task take the process, so the next ones wait.
      while (pool.waiting.tasks > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      const waiting = settled(pool.run('normalize', { kind: 'skill', value: 'go' }, 30_000, { client: 'b', bytes: 900 * 1024 }));
      const refused = await pool.run('normalize', { kind: 'skill', value: 'js' }, 30_000, { client: 'c', bytes: 200 * 1024 }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(EngineUnavailableError);
      expect(pool.waiting.bytes).toBe(900 * 1024);
      await Promise.all([running, waiting]);
      expect(pool.waiting).toEqual({ tasks: 0, bytes: 0 });
    } finally {
      await pool.close();
    }
  });
});
