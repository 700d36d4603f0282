import { parseRemoteRegistry, type RemoteRegistry } from 'shared-schemas';

const REGISTRY_URL = '/remotes.json';
const REGISTRY_TIMEOUT_MS = 10000;

/**
 * remotes.json: the remote registry (format and rules: shared-schemas/src/remote-registry.ts),
 * fetched at start with no-store, so deploying or adding a remote never rebuilds the shell and a
 * new remotes.json takes effect on the next page load. index.ts asks for it first thing, beside
 * the shell's own chunks. A file that is not a registry is fatal (the caller shows "React
 * Rendering Failed"); a bad remote, mount or link is skipped and reported on the console.
 */
export async function fetchRemoteRegistry(url = REGISTRY_URL, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<RemoteRegistry> {
  const response = fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  let answer: Response;
  try {
    answer = await response;
  } catch (error) {
    throw new Error(`Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!answer.ok) throw new Error(`Could not load ${url}: the server answered ${answer.status}.`);
  let body: unknown;
  try {
    body = await answer.json();
  } catch {
    throw new Error(`Could not load ${url}: it is not valid JSON.`);
  }
  const registry = parseRemoteRegistry(body, window.location.href);
  for (const problem of registry.problems) console.error(problem);
  return registry;
}
