import { parseRemoteRegistry, type RemoteRegistry } from 'shared-schemas';
import { REGISTRY_URL, startRegistryFetch } from './registry-request';

/**
 * remotes.json: the remote registry (format and rules: shared-schemas/src/remote-registry.ts),
 * fetched at start with no-store, so deploying or adding a remote never rebuilds the shell.
 * A file that is not a registry is fatal (the caller shows "React Rendering Failed"); a bad
 * remote, mount or link is skipped and reported on the console.
 *
 * `response` is a fetch already under way: index.ts starts it beside the shell's own chunks
 * (startRegistryFetch), so the registry is not one more round trip after them.
 */
export async function fetchRemoteRegistry(url = REGISTRY_URL, response: Promise<Response> = startRegistryFetch(url)): Promise<RemoteRegistry> {
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
