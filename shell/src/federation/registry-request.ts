/**
 * The request for remotes.json on its own, with no imports: index.ts (the shell's first chunk,
 * before the federation boundary) starts it, so it travels beside the shell's other chunks
 * instead of after them. remotes-config.ts reads and checks the answer.
 */
export const REGISTRY_URL = '/remotes.json';
const REGISTRY_TIMEOUT_MS = 10000;

export function startRegistryFetch(url = REGISTRY_URL, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<Response> {
  // no-store: a new remotes.json takes effect on the next page load, never a cached one.
  return fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
}
