import { deferredStore } from './deferred-store';
import type { ResumeStore } from './resume-store';

function fakeStore(): ResumeStore & { watching: number } {
  const store = {
    kind: 'cloud' as const,
    watching: 0,
    watchResumes: jest.fn((onChange: (list: never[]) => void) => {
      store.watching += 1;
      onChange([]);
      return () => {
        store.watching -= 1;
      };
    }),
    load: jest.fn(async (id: string) => (id === 'r1' ? ({ id } as never) : null)),
    create: jest.fn(async () => 'new-id'),
    save: jest.fn(async () => undefined),
    remove: jest.fn(async () => undefined),
    versions: jest.fn(async () => []),
    saveVersion: jest.fn(async () => undefined),
  };
  return store;
}

describe('deferredStore', () => {
  it('fetches the store once, on first use, and hands every call to it', async () => {
    const real = fakeStore();
    const load = jest.fn(async () => real);
    const store = deferredStore('cloud', load);
    expect(load).not.toHaveBeenCalled();
    expect(store.kind).toBe('cloud');
    await expect(store.create({ title: 'T' } as never)).resolves.toBe('new-id');
    await expect(store.load('r1')).resolves.toEqual({ id: 'r1' });
    await store.save('r1', { title: 'U' } as never);
    expect(real.save).toHaveBeenCalledWith('r1', { title: 'U' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a watch stopped before the store arrived never subscribes; one kept running does, and stops', async () => {
    const real = fakeStore();
    const store = deferredStore('cloud', async () => real);
    const stopEarly = store.watchResumes(jest.fn(), jest.fn());
    stopEarly();
    const seen = jest.fn();
    const stop = store.watchResumes(seen, jest.fn());
    await store.versions('r1');
    expect(real.watching).toBe(1);
    expect(seen).toHaveBeenCalledWith([]);
    stop();
    expect(real.watching).toBe(0);
  });

  it('a failed fetch is reported to the watcher and tried again on the next call', async () => {
    const real = fakeStore();
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const store = deferredStore('cloud', load);
    const onError = jest.fn();
    store.watchResumes(jest.fn(), onError);
    await expect(store.load('r1')).rejects.toThrow('chunk failed');
    expect(onError).toHaveBeenCalledWith(new Error('chunk failed'));
    await expect(store.load('r1')).resolves.toEqual({ id: 'r1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
