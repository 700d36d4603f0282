import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Failure layer 1: a remote entry that fails to load is tried again before anyone sees it. */
export const REMOTE_ENTRY_RETRIES = 2;
const RETRY_DELAY_MS = 400;

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function retryRemoteEntry(): ModuleFederationRuntimePlugin {
  return {
    name: 'hiregen-retry-remote-entry',
    // The hook is typed as returning a promise of a promise; an async function flattens that,
    // which the runtime awaits just the same.
    loadEntryError: (async ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt <= REMOTE_ENTRY_RETRIES; attempt += 1) {
        await wait(RETRY_DELAY_MS * attempt);
        // The failed load is still cached under this key while we are called; drop it so the
        // next call really fetches the entry again.
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (exports) return exports;
        } catch {
          // try again, then give up to the fallback layer
        }
      }
      return undefined;
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
