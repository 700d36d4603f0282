import { parseRemoteRegistry, type RemoteRegistry } from 'shared-schemas';

/**
 * remotes.json: the remote registry (format and rules: shared-schemas/src/remote-registry.ts),
 * fetched at start with no-cache, so deploying or adding a remote never rebuilds the shell.
 * A file that is not a registry is fatal (the caller shows "React Rendering Failed"); a bad
 * remote, mount or link is skipped and reported on the console.
 */
export async function fetchRemoteRegistry(url = '/remotes.json', timeoutMs = 10000): Promise<RemoteRegistry> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`Could not load ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new Error(`Could not load ${url}: the server answered ${response.status}.`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`Could not load ${url}: it is not valid JSON.`);
  }
  const registry = parseRemoteRegistry(body, window.location.href);
  for (const problem of registry.problems) console.error(problem);
  return registry;
}
