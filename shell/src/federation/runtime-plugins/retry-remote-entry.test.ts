import retryRemoteEntry, { REMOTE_ENTRY_RETRIES } from './retry-remote-entry';

type Hook = NonNullable<ReturnType<typeof retryRemoteEntry>['loadEntryError']>;
type HookArgs = Parameters<Hook>[0];

/** The hook's arguments as the runtime passes them, with a getRemoteEntry that fails `failures` times. */
function argsFailing(failures: number) {
  let calls = 0;
  const exportsOfEntry = { get: () => undefined, init: () => undefined };
  const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('cached failure')).catch(() => undefined) };
  const getRemoteEntry = async () => {
    calls += 1;
    if (calls <= failures) throw new Error('network');
    return exportsOfEntry;
  };
  // Only the fields the plugin reads; the rest of the runtime's object is not needed here.
  const args = { getRemoteEntry, origin: {}, remoteInfo: {}, remoteEntryExports: undefined, globalLoading, uniqueKey: 'key' } as unknown as HookArgs;
  return { args, exportsOfEntry, globalLoading, calls: () => calls };
}

describe('retryRemoteEntry', () => {
  it('loads the entry again after a failure, dropping the cached failed load', async () => {
    const { args, exportsOfEntry, globalLoading, calls } = argsFailing(0);
    await expect(retryRemoteEntry().loadEntryError!(args)).resolves.toBe(exportsOfEntry);
    expect(calls()).toBe(1);
    expect('key' in globalLoading).toBe(false);
  });

  it(`gives up with undefined after ${REMOTE_ENTRY_RETRIES} failed tries`, async () => {
    const { args, calls } = argsFailing(REMOTE_ENTRY_RETRIES);
    await expect(retryRemoteEntry().loadEntryError!(args)).resolves.toBeUndefined();
    expect(calls()).toBe(REMOTE_ENTRY_RETRIES);
  });
});
