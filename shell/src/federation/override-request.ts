import { parseOverrideRequest, readStoredOverride, REMOTE_OVERRIDE_KEY, REMOTE_OVERRIDE_QUERY, type RemoteOverride } from 'shared-schemas';

/**
 * The local override this page load may apply (shared-schemas/src/remote-override.ts), read
 * before anything renders: `?remote-override=` in the address (taken out of it at once, so a
 * reload or a shared link does not carry it, and a reset stays reset), else the one kept in this
 * browser. Nothing is decided here: override-access.ts checks who asks and where it points.
 */
export function pendingOverride(
  location: Pick<Location, 'search' | 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
  storage = localStore(),
): (RemoteOverride & { requested: boolean }) | null {
  const request = parseOverrideRequest(location.search);
  if (new URLSearchParams(location.search).has(REMOTE_OVERRIDE_QUERY)) {
    const url = new URL(location.href);
    url.searchParams.delete(REMOTE_OVERRIDE_QUERY);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  if (request && 'reset' in request) {
    clearStoredOverride(storage);
    return null;
  }
  if (request) return { ...request.override, requested: true };
  const stored = readStoredOverride(storage);
  return stored ? { ...stored, requested: false } : null;
}

export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: no override can be kept
  }
}

export function clearStoredOverride(storage = localStore()): void {
  storage?.removeItem(REMOTE_OVERRIDE_KEY);
}
