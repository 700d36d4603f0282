import { EnginePool, EngineTaskError, EngineTimeoutError, EngineUnavailableError } from '../../../src/features/genai/service/engine-pool';

const options = { size: 1, heapMb: 512, maxQueue: 2, queueTimeoutMs: 20_000 };
// Large, ordinary text: ~0.1 s of engine work, far past the 5 ms limit the test sets.
const HOSTILE = 'Engineer managing React, TypeScript and Kubernetes budgets; leading teams and reducing costs. '.repeat(2_000);

describe('EnginePool', () => {
  it('stops a task past its limit, then runs the next one on a fresh worker', async () => {
    const pool = new EnginePool(options);
    try {
      await expect(pool.run('extractSkills', { text: HOSTILE }, 5)).rejects.toBeInstanceOf(EngineTimeoutError);
      const skills = await pool.run('extractSkills', { text: 'React and k8s' }, 10_000);
      expect(skills.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['React', 'Kubernetes']));
    } finally {
      await pool.close();
    }
  });

  it('refuses work beyond its queue, and fails queued and running work on close', async () => {
    const pool = new EnginePool(options);
    // A first task starts the worker, so the hostile one below runs rather than waits.
    await pool.run('normalize', { kind: 'skill', value: 'k8s' }, 10_000);
    const settled = (task: Promise<unknown>) =>
      task.then(
        () => 'resolved',
        (error: unknown) => error,
      );
    const running = settled(pool.run('extractSkills', { text: HOSTILE }, 60_000));
    const queued = [
      settled(pool.run('normalize', { kind: 'skill', value: 'k8s' }, 10_000)),
      settled(pool.run('normalize', { kind: 'skill', value: 'js' }, 10_000)),
    ];
    await expect(pool.run('normalize', { kind: 'skill', value: 'go' }, 10_000)).rejects.toThrow('busy');
    await pool.close();
    expect(await running).toBeInstanceOf(EngineUnavailableError);
    for (const task of queued) expect(await task).toBeInstanceOf(EngineUnavailableError);
    await expect(pool.run('normalize', { kind: 'skill', value: 'k8s' }, 10_000)).rejects.toThrow('shutting down');
  });

  it("reports the engine's DocumentError with its code", async () => {
    const pool = new EnginePool(options);
    try {
      const error = await pool
        .run(
          'parseResume',
          { source: { file: { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), fileName: 'x.png' } }, limits: { maxBytes: 1024, timeoutMs: 5_000 } },
          10_000,
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EngineTaskError);
      expect(error).toMatchObject({ errorName: 'DocumentError', code: 'unsupported-type' });
    } finally {
      await pool.close();
    }
  });
});
