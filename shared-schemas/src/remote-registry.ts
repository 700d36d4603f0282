import { ROLES, type Role } from './roles';

/**
 * remotes.json, version 2: the registry the shell builds its routes and menus from at start.
 * Each remote names its entry and what it mounts (paths, exposed module, required role) and its
 * links in the header menus and the signed-in user's menu. A new team's area appears by
 * deploying the remote and adding it here — the shell is not rebuilt.
 *
 * {
 *   "version": 2,
 *   "overrideOrigins": ["http://localhost:*"],       // optional: where a local override may load from
 *   "remotes": [{
 *     "name": "remote_admin",                         // federation container name
 *     "entry": "https://admin.hiregen.example/remoteEntry.js",  // or its …/mf-manifest.json (remote-manifest.ts)
 *     "fallbackEntries": ["https://admin-b.hiregen.example/remoteEntry.js"], // optional: tried in order when the entry is down
 *     "version": "1.4.0",                             // optional: what the team says it deployed
 *     "mounts": [{ "path": "/dashboard/admin/*", "module": "./Dashboard", "role": "Admin", "title": "Admin dashboard" }],
 *     "menus": [
 *       { "menu": "header", "section": "Services", "group": "Resume Tools", "label": "Resume Parser", "to": "/genai-services" },
 *       { "menu": "role", "role": "Admin", "label": "My dashboard", "to": "/dashboard/admin" }
 *     ]
 *   }],
 *   "refused": [{ "name", "entry", "reason", "at" }]   // optional: turned away at registration (remote-manifest.ts); never loaded
 * }
 *
 * Problems in one remote, mount or link are reported and only that part is skipped; the whole
 * file is refused (fatal) only when it is not a version-2 registry at all, or when an entry
 * names a script origin the policy forbids (a tampered registry must not half-start).
 */
export const REMOTE_REGISTRY_VERSION = 2;

export interface RemoteMount {
  /** A route path, e.g. "/dashboard/hr/*" (a trailing "/*" lets the remote route beneath it). */
  path: string;
  /** The exposed module without its "./", as loadRemote wants it: "Dashboard". */
  module: string;
  /** Signed-in users of this role only (the shell's courtesy guard); null: everyone. */
  role: Role | null;
  title?: string;
}

export interface HeaderMenuLink {
  menu: 'header';
  /** The dropdown's label in the header, e.g. "Services". */
  section: string;
  /** The heading of the group of links inside it, e.g. "Resume Tools". */
  group: string;
  label: string;
  to: string;
}

export interface RoleMenuLink {
  menu: 'role';
  role: Role;
  label: string;
  to: string;
}

export type RegistryMenuLink = HeaderMenuLink | RoleMenuLink;

export interface RegisteredRemote {
  name: string;
  entry: string;
  /** Other origins serving the same build, tried in order when `entry` does not load (failover). */
  fallbackEntries?: string[];
  version?: string;
  mounts: RemoteMount[];
  menus: RegistryMenuLink[];
  /** Set by the shell when the api's registry (registry-history.ts) gave this session the entry. */
  release?: { version: number; canary: boolean; watched: boolean; token?: string };
}

export interface RemoteRegistry {
  remotes: RegisteredRemote[];
  /** `overrideOrigins` as the file has it: read by parseOverrideOrigins (remote-override.ts) when an override is asked for. */
  overrideOrigins?: unknown;
  /** One sentence per skipped remote, mount or link, naming it and why. */
  problems: string[];
}

/** Caps: a registry is a small hand-edited file; anything bigger is a mistake or an attack. */
export const REGISTRY_LIMITS = { remotes: 50, mountsPerRemote: 50, menusPerRemote: 100, fallbackEntries: 3, text: 200 } as const;

/** Every URL a remote may be loaded from, in the order the registry prefers them. */
export const remoteEntries = (remote: Pick<RegisteredRemote, 'entry' | 'fallbackEntries'>): string[] => [remote.entry, ...(remote.fallbackEntries ?? [])];

/** Paths the shell itself answers; a remote cannot take them over. */
export const SHELL_PATHS = ['/select-account', '/login/:role', '/signup/:role', '/auth/magic-link', '/redirecting', '/unauthorized', '*'];

const CONTAINER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MODULE_NAME = /^(\.\/)?[A-Za-z][A-Za-z0-9_-]*$/;
const ROUTE_PATH = /^\/[A-Za-z0-9\-._~:/*]*$/;
const LINK_TARGET = /^\/(?!\/)[^\s]*$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The site a host belongs to: its last two labels ("app.hiregen.com" → "hiregen.com"). */
const siteOf = (hostname: string) => hostname.split('.').slice(-2).join('.');

/**
 * Where a remote may be loaded from. A remote's code runs with the shell's rights (sessions,
 * tokens), so: http(s) only (never data:, javascript:, blob:…); outside local development,
 * https only, and only on the shell's own site (its domain and subdomains). The static servers'
 * CSP (script-src, scripts/lib/web-security.mjs) names the http(s) origins of the entries in the
 * remotes.json they serve, so the browser refuses scripts from anywhere else; the https and
 * same-site rules are enforced here.
 */
export function checkRemoteEntry(name: string, entry: string, page: URL, which = 'the entry'): string {
  let url: URL;
  try {
    url = new URL(entry, page);
  } catch {
    throw new Error(`remotes.json: ${which} of "${name}" is not a URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`remotes.json: ${which} of "${name}" uses "${url.protocol}"; remote entries must be http(s) URLs.`);
  }
  if (!LOCAL_HOSTS.has(page.hostname)) {
    if (url.protocol !== 'https:') throw new Error(`remotes.json: ${which} of "${name}" must use https (${url.origin}).`);
    if (siteOf(url.hostname) !== siteOf(page.hostname)) {
      throw new Error(`remotes.json: ${which} of "${name}" (${url.origin}) is not on the allowed list (${siteOf(page.hostname)} and its subdomains).`);
    }
  }
  return url.href;
}

/**
 * A remote's `fallbackEntries`: each one under the entry's origin policy (a forbidden origin
 * throws, refusing the file as a forbidden `entry` does); a malformed list or item, or a URL
 * already listed, is dropped with a problem sentence and the remote keeps what is left.
 */
function parseFallbackEntries(name: string, entry: string, value: unknown, page: URL, problems: string[]): string[] {
  if (value === undefined) return [];
  const where = `remotes.json: remote "${name}"`;
  if (!Array.isArray(value)) {
    problems.push(`${where}: "fallbackEntries" must be a list of remoteEntry.js URLs; no fallback is used.`);
    return [];
  }
  if (value.length > REGISTRY_LIMITS.fallbackEntries) {
    problems.push(
      `${where}: "fallbackEntries" has more than ${REGISTRY_LIMITS.fallbackEntries} URLs; only the first ${REGISTRY_LIMITS.fallbackEntries} are used.`,
    );
  }
  const seen = new Set([checkRemoteEntry(name, entry, page)]);
  const kept: string[] = [];
  value.slice(0, REGISTRY_LIMITS.fallbackEntries).forEach((item: unknown, index) => {
    const which = `fallback entry #${index + 1}`;
    if (typeof item !== 'string' || !item.trim() || item.length > REGISTRY_LIMITS.text) {
      problems.push(`${where}: ${which} must be a URL of at most ${REGISTRY_LIMITS.text} characters; it is ignored.`);
      return;
    }
    const href = checkRemoteEntry(name, item, page, which);
    if (seen.has(href)) {
      problems.push(`${where}: ${which} (${item}) is already listed; it is ignored.`);
      return;
    }
    seen.add(href);
    kept.push(item);
  });
  return kept;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A short text field: present, a string, not blank, capped. Throws the reason otherwise. */
function text(record: Record<string, unknown>, key: string, optional = false): string | undefined {
  const value = record[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || !value.trim()) throw new Error(`"${key}" must be a non-empty string`);
  if (value.length > REGISTRY_LIMITS.text) throw new Error(`"${key}" is longer than ${REGISTRY_LIMITS.text} characters`);
  return value;
}

function role(value: unknown, nullable: boolean): Role | null {
  if (nullable && (value === null || value === undefined)) return null;
  const found = ROLES.find((known) => known === value);
  if (!found) throw new Error(`"role" must be ${nullable ? 'null or ' : ''}one of ${ROLES.join(', ')} (got ${JSON.stringify(value)})`);
  return found;
}

function list(record: Record<string, unknown>, key: string, cap: number): unknown[] {
  const value = record[key] ?? [];
  if (!Array.isArray(value)) throw new Error(`"${key}" must be a list`);
  if (value.length > cap) throw new Error(`"${key}" has more than ${cap} items`);
  return value;
}

function parseMount(value: unknown): RemoteMount {
  if (!isRecord(value)) throw new Error('must be an object');
  const path = text(value, 'path')!;
  if (!ROUTE_PATH.test(path)) throw new Error(`"path" ${JSON.stringify(path)} must start with "/" and hold only URL path characters`);
  const module = text(value, 'module')!;
  if (!MODULE_NAME.test(module)) throw new Error(`"module" ${JSON.stringify(module)} must name an exposed module, e.g. "./Dashboard"`);
  const title = text(value, 'title', true);
  return { path, module: module.replace(/^\.\//, ''), role: role(value.role, true), ...(title ? { title } : {}) };
}

function parseMenuLink(value: unknown): RegistryMenuLink {
  if (!isRecord(value)) throw new Error('must be an object');
  const label = text(value, 'label')!;
  const to = text(value, 'to')!;
  // In-app links only: a registry must not be able to put an off-site or script link in the menus.
  if (!LINK_TARGET.test(to)) throw new Error(`"to" ${JSON.stringify(to)} must be a path in HireGen starting with "/"`);
  if (value.menu === 'header') return { menu: 'header', section: text(value, 'section')!, group: text(value, 'group')!, label, to };
  if (value.menu === 'role') return { menu: 'role', role: role(value.role, false)!, label, to };
  throw new Error(`"menu" must be "header" or "role" (got ${JSON.stringify(value.menu)})`);
}

/** A remote's own fields, and its mounts and links still to be read one by one. */
function parseRemoteHead(candidate: unknown, names: Set<string>): { remote: RegisteredRemote; fallbackEntries: unknown; mounts: unknown[]; menus: unknown[] } {
  if (!isRecord(candidate)) throw new Error('must be an object');
  const name = text(candidate, 'name')!;
  if (!CONTAINER_NAME.test(name)) throw new Error(`"${name}" is not a valid container name (letters, digits and _)`);
  if (names.has(name)) throw new Error('listed twice, the first one is kept');
  const entry = text(candidate, 'entry')!;
  const version = text(candidate, 'version', true);
  return {
    remote: { name, entry, ...(version ? { version } : {}), mounts: [], menus: [] },
    fallbackEntries: candidate.fallbackEntries,
    mounts: list(candidate, 'mounts', REGISTRY_LIMITS.mountsPerRemote),
    menus: list(candidate, 'menus', REGISTRY_LIMITS.menusPerRemote),
  };
}

const describeRemote = (value: unknown, index: number) =>
  isRecord(value) && typeof value.name === 'string' && value.name ? `remote "${value.name.slice(0, 60)}"` : `remote #${index + 1}`;

/**
 * Reads a parsed remotes.json. Throws (fatal) when it is not a version-2 registry, or when an
 * entry names a forbidden script origin; otherwise returns every usable remote and, in
 * `problems`, one sentence for each remote, mount or link it skipped.
 */
export function parseRemoteRegistry(value: unknown, pageUrl: string): RemoteRegistry {
  if (!isRecord(value)) throw new Error('remotes.json must be an object: { "version": 2, "remotes": [...] }.');
  if (value.version === undefined && Object.values(value).every((entry) => typeof entry === 'string')) {
    throw new Error(
      'remotes.json is in the old form { "<container>": "<entry URL>" }, which names no routes; write version 2: { "version": 2, "remotes": [{ "name", "entry", "mounts", "menus" }] }.',
    );
  }
  if (value.version !== REMOTE_REGISTRY_VERSION) {
    throw new Error(`remotes.json has version ${JSON.stringify(value.version)}; this shell reads version ${REMOTE_REGISTRY_VERSION}.`);
  }
  if (!Array.isArray(value.remotes)) throw new Error('remotes.json: "remotes" must be a list.');
  if (value.remotes.length > REGISTRY_LIMITS.remotes) throw new Error(`remotes.json lists more than ${REGISTRY_LIMITS.remotes} remotes.`);

  const page = new URL(pageUrl);
  const problems: string[] = [];
  const remotes: RegisteredRemote[] = [];
  const names = new Set<string>();
  const mountedBy = new Map<string, string>(SHELL_PATHS.map((path) => [path, 'the shell']));

  value.remotes.forEach((candidate: unknown, index) => {
    const where = describeRemote(candidate, index);
    let parsed: ReturnType<typeof parseRemoteHead>;
    try {
      parsed = parseRemoteHead(candidate, names);
    } catch (error) {
      problems.push(`remotes.json: ${where}: ${(error as Error).message}; the remote is skipped.`);
      return;
    }
    const { remote, fallbackEntries, mounts, menus } = parsed;
    // Not a skip: a forbidden script origin refuses the whole file (see above).
    checkRemoteEntry(remote.name, remote.entry, page);
    const fallbacks = parseFallbackEntries(remote.name, remote.entry, fallbackEntries, page, problems);
    if (fallbacks.length) remote.fallbackEntries = fallbacks;
    names.add(remote.name);

    mounts.forEach((item, mountIndex) => {
      try {
        const mount = parseMount(item);
        const owner = mountedBy.get(mount.path);
        if (owner) throw new Error(`"path" ${mount.path} is already mounted by ${owner}`);
        mountedBy.set(mount.path, `remote "${remote.name}"`);
        remote.mounts.push(mount);
      } catch (error) {
        problems.push(`remotes.json: ${where}, mount #${mountIndex + 1}: ${(error as Error).message}; the mount is skipped.`);
      }
    });
    menus.forEach((item, menuIndex) => {
      try {
        remote.menus.push(parseMenuLink(item));
      } catch (error) {
        problems.push(`remotes.json: ${where}, menu link #${menuIndex + 1}: ${(error as Error).message}; the link is skipped.`);
      }
    });
    remotes.push(remote);
  });
  // Kept as written: only a browser asking for a local override reads it (parseOverrideOrigins).
  return { remotes, problems, ...(value.overrideOrigins !== undefined ? { overrideOrigins: value.overrideOrigins } : {}) };
}

/**
 * What a remote's build says about itself: `build-info.json`, written beside its
 * `remoteEntry.js` by webpack.common.js and served no-cache. `buildId` is HIREGEN_BUILD_ID when
 * the build was given one (a commit, a CI run), else the compilation's content hash.
 */
export interface RemoteBuildInfo {
  name: string;
  version: string;
  buildId: string;
  builtAt: string;
}

export const REMOTE_BUILD_INFO_FILE = 'build-info.json';

/** The build-info URL of a remote whose entry is at `entry` (same folder). */
export const buildInfoUrl = (entry: string) => new URL(REMOTE_BUILD_INFO_FILE, entry).href;

/** A build-info.json body, or null when it is not one (an old build, a proxy's error page). */
export function parseRemoteBuildInfo(value: unknown): RemoteBuildInfo | null {
  if (!isRecord(value)) return null;
  const { name, version, buildId, builtAt } = value;
  const short = (field: unknown): field is string => typeof field === 'string' && field.length > 0 && field.length <= 100;
  return short(name) && short(version) && short(buildId) && short(builtAt) ? { name, version, buildId, builtAt } : null;
}
