/**
 * remotes.json: where each remote lives, fetched at start with no-cache, so deploying a remote
 * never rebuilds the shell. Shape: { "<container name>": "<URL of its remoteEntry.js>" }.
 */
export type RemotesConfig = Record<string, string>;

const CONTAINER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Local development: the page itself is served from this machine. */
function isLocal(url: URL): boolean {
  return LOCAL_HOSTS.has(url.hostname);
}

/** The site a host belongs to: its last two labels ("app.hiregen.com" → "hiregen.com"). */
function siteOf(hostname: string): string {
  return hostname.split('.').slice(-2).join('.');
}

/**
 * Where a remote may be loaded from. A remote's code runs with the shell's rights (sessions,
 * tokens), so: http(s) only (never data:, javascript:, blob:…); outside local development,
 * https only, and only on the allow-list — the shell's own site (its domain and subdomains,
 * e.g. remote-admin.hiregen.com for app.hiregen.com). The static servers' CSP (script-src)
 * names exactly these origins as well, so the browser enforces the same list.
 */
function checkEntry(name: string, entry: string, page: URL): string {
  let url: URL;
  try {
    url = new URL(entry, page);
  } catch {
    throw new Error(`remotes.json: the entry of "${name}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`remotes.json: the entry of "${name}" uses "${url.protocol}"; remote entries must be http(s) URLs.`);
  }
  if (!isLocal(page)) {
    if (url.protocol !== 'https:') throw new Error(`remotes.json: the entry of "${name}" must use https (${url.origin}).`);
    if (siteOf(url.hostname) !== siteOf(page.hostname)) {
      throw new Error(`remotes.json: the entry of "${name}" (${url.origin}) is not on the allowed list (${siteOf(page.hostname)} and its subdomains).`);
    }
  }
  return url.href;
}

export function parseRemotesConfig(value: unknown, pageUrl: string = window.location.href): RemotesConfig {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('remotes.json must be an object of container names to remote entry URLs.');
  }
  const page = new URL(pageUrl);
  const config: RemotesConfig = {};
  for (const [name, entry] of Object.entries(value)) {
    if (!CONTAINER_NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a valid container name.`);
    if (typeof entry !== 'string') throw new Error(`remotes.json: the entry of "${name}" must be a URL string.`);
    checkEntry(name, entry, page);
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
