/**
 * remotes.json: where each remote lives, fetched at start with no-cache, so deploying a remote
 * never rebuilds the shell. Shape: { "<container name>": "<URL of its remoteEntry.js>" }.
 */
export type RemotesConfig = Record<string, string>;

const CONTAINER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of container names to remote entry URLs.');
  }
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!CONTAINER_NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a valid container name.`);
    if (typeof entry !== 'string') throw new Error(`remotes.json: the entry of "${name}" must be a URL string.`);
    try {
      new URL(entry, window.location.href);
    } catch {
      throw new Error(`remotes.json: the entry of "${name}" is not a URL.`);
    }
    config[name] = entry;
  }
  return config;
}

export async function fetchRemotesConfig(url = '/remotes.json', timeoutMs = 10000): Promise<RemotesConfig> {
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
  return parseRemotesConfig(body);
}
