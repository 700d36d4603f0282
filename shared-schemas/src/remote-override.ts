import type { KeyValueStore } from './remote-origins';
import { REMOTE_OVERRIDE_KEY, REMOTE_OVERRIDE_QUERY } from './remote-override-keys';
import { checkRemoteEntry } from './remote-registry';

/**
 * A local override (issue 28, item 6): one browser points one remote at another URL — a team's
 * remote on the developer's machine — to run it inside the real product, as single-spa's
 * import-map-overrides does. Asked for with `?remote-override=<container>=<remoteEntry URL>`
 * (`?remote-override=reset` clears it), kept in this browser's localStorage only, never in
 * remotes.json. The shell honours it only in a development build or for a signed-in Admin (the
 * role from the ID token's claims), only for a remote the registry lists, and only from an
 * allowed origin: the registry's `overrideOrigins`, by default the loopback origins below. The
 * servers' CSP names those origins so the overriding script may run (scripts/lib/web-security.mjs).
 */
/** Where an override may load from when remotes.json does not say: this machine, any port. */
export const DEFAULT_OVERRIDE_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/** `scheme://host[:port|:*]`, as CSP writes a host source (and as overrideOrigins is written). */
const ORIGIN_PATTERN = /^(https?):\/\/(\[::1\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(?::(\d{1,5}|\*))?$/i;

export interface RemoteOverride {
  container: string;
  url: string;
  /** The Admin who set it: another account in this browser does not get it. */
  uid?: string;
}

/** What the query asks for: an override, a reset, or nothing (no parameter, or a malformed one). */
export type OverrideRequest = { override: Omit<RemoteOverride, 'uid'> } | { reset: true } | null;

export function parseOverrideRequest(search: string): OverrideRequest {
  const value = new URLSearchParams(search).get(REMOTE_OVERRIDE_QUERY);
  if (value === null) return null;
  if (value === '' || value === 'reset') return { reset: true };
  const split = value.indexOf('=');
  if (split <= 0) return null;
  const container = value.slice(0, split);
  const url = value.slice(split + 1);
  return url ? { override: { container, url } } : { reset: true };
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The override kept in this browser, or null. */
export function readStoredOverride(storage: Pick<KeyValueStore, 'getItem'> | undefined): RemoteOverride | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMOTE_OVERRIDE_KEY) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.container !== 'string' || typeof parsed.url !== 'string') return null;
    return { container: parsed.container, url: parsed.url, ...(typeof parsed.uid === 'string' ? { uid: parsed.uid } : {}) };
  } catch {
    return null;
  }
}

/** Whether `pattern` is an origin overrideOrigins may name (syntax only; the site policy is the registry parser's). */
export const isOriginPattern = (pattern: unknown): pattern is string => typeof pattern === 'string' && ORIGIN_PATTERN.test(pattern);

/** Whether `url`'s origin is one `pattern` (`scheme://host[:port|:*]`) allows. */
export function originMatches(url: URL, pattern: string): boolean {
  const match = ORIGIN_PATTERN.exec(pattern);
  if (!match) return false;
  const [, scheme, host, , , , port] = match;
  if (url.protocol !== `${scheme!.toLowerCase()}:` || url.hostname !== host!.toLowerCase()) return false;
  if (port === '*') return true;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return (url.port || defaultPort) === (port ?? defaultPort);
}

/**
 * Why `url` may not be an override of `container`, or null when it may: an http(s) URL on an
 * allowed origin, for a remote the registry lists.
 */
export function overrideProblem(override: Pick<RemoteOverride, 'container' | 'url'>, containers: string[], allowedOrigins: string[]): string | null {
  if (!containers.includes(override.container)) return `"${override.container}" is not a remote in remotes.json`;
  let url: URL;
  try {
    url = new URL(override.url);
  } catch {
    return `"${override.url}" is not a URL`;
  }
  if (!allowedOrigins.some((pattern) => originMatches(url, pattern))) {
    return `${url.origin} is not an allowed override origin (${allowedOrigins.join(', ') || 'none'})`;
  }
  return null;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The registry's `overrideOrigins`, read only when a local override is asked for (so the parser
 * every page runs stays small): absent → the loopback defaults; each origin `scheme://host[:port|:*]`;
 * loopback always acceptable, any other under the entry policy (https, the shell's site). What
 * is malformed or forbidden is left out, with a sentence in `problems`.
 */
export function parseOverrideOrigins(value: unknown, pageUrl: string, problems: string[] = []): string[] {
  if (value === undefined) return DEFAULT_OVERRIDE_ORIGINS;
  if (!Array.isArray(value)) {
    problems.push('remotes.json: "overrideOrigins" must be a list of origins such as "http://localhost:*"; no local override is allowed.');
    return [];
  }
  const page = new URL(pageUrl);
  return value.filter((item: unknown, index) => {
    if (!isOriginPattern(item)) {
      problems.push(
        `remotes.json: override origin #${index + 1} ${JSON.stringify(item)} must be an origin such as "http://localhost:*" or "https://dev.hiregen.example"; it is ignored.`,
      );
      return false;
    }
    const url = new URL(item.replace(/:\*$/, ''));
    if (LOOPBACK.has(url.hostname)) return true;
    try {
      checkRemoteEntry('overrideOrigins', `${url.origin}/`, page, `override origin #${index + 1}`);
      return true;
    } catch (error) {
      problems.push(`${(error as Error).message} It is ignored.`);
      return false;
    }
  }) as string[];
}
