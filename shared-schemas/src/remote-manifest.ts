/**
 * A remote's `mf-manifest.json` (Module Federation's manifest, written by each remote's build
 * beside its remoteEntry.js): what it exposes, the shared packages it was built against and the
 * assets of each exposed module. Registration reads it to refuse a remote built against another
 * major of a singleton the shell provides (checkRemoteCompatibility), the shell to load a remote
 * registered by its manifest URL, and the admin registry view to show it. Pure: no fetching here.
 */

export const REMOTE_MANIFEST_FILE = 'mf-manifest.json';

export interface ManifestAssets {
  js: string[];
  css: string[];
}

export interface ManifestExpose {
  /** The exposed module without its "./": "Dashboard". */
  name: string;
  /** Files its first render needs (loaded with it), relative to the remote's public path. */
  sync: ManifestAssets;
  /** Files it may load later. */
  async: ManifestAssets;
}

export interface ManifestShared {
  name: string;
  version: string;
  singleton: boolean;
}

export interface RemoteManifest {
  /** The federation container name. */
  name: string;
  /** The remote entry's path relative to the public path: "remoteEntry.js". */
  remoteEntry: string;
  /** "auto" (the manifest's own folder) or an absolute URL. */
  publicPath: string;
  exposes: ManifestExpose[];
  shared: ManifestShared[];
}

export type CompatibilityVerdict = { ok: true } | { ok: false; reason: string };

/** A manifest is small; anything bigger is not one (or an attack on the admin view). */
const LIMITS = { items: 200, text: 300 } as const;

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function str(value: unknown, what: string): string {
  if (typeof value !== 'string' || !value || value.length > LIMITS.text)
    throw new Error(`${what} must be a non-empty string of at most ${LIMITS.text} characters`);
  return value;
}

function strings(value: unknown, what: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > LIMITS.items) throw new Error(`${what} must be a list of at most ${LIMITS.items} files`);
  return value.map((item, index) => str(item, `${what} #${index + 1}`));
}

function assets(value: unknown, which: 'sync' | 'async', where: string): ManifestAssets {
  const of = (kind: 'js' | 'css') => {
    const group = isRecord(value) ? value[kind] : undefined;
    return strings(isRecord(group) ? group[which] : undefined, `${where} ${kind}.${which}`);
  };
  return { js: of('js'), css: of('css') };
}

function list(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`"${what}" must be a list`);
  if (value.length > LIMITS.items) throw new Error(`"${what}" has more than ${LIMITS.items} items`);
  return value;
}

/** Reads a parsed mf-manifest.json; throws a sentence saying what is wrong when it is not one. */
export function parseRemoteManifest(value: unknown): RemoteManifest {
  if (!isRecord(value)) throw new Error('the manifest is not a JSON object');
  const meta = value.metaData;
  if (!isRecord(meta)) throw new Error('the manifest has no "metaData"');
  const entry = meta.remoteEntry;
  if (!isRecord(entry)) throw new Error('the manifest names no "metaData.remoteEntry"');
  const entryName = str(entry.name, '"metaData.remoteEntry.name"');
  const entryPath = typeof entry.path === 'string' ? entry.path : '';
  const name = str(value.name ?? meta.name, '"name"');
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath ? meta.publicPath : 'auto';
  const exposes = list(value.exposes ?? [], 'exposes').map((item, index) => {
    if (!isRecord(item)) throw new Error(`expose #${index + 1} is not an object`);
    const exposed = str(item.name ?? item.path, `expose #${index + 1} "name"`).replace(/^\.\//, '');
    return { name: exposed, sync: assets(item.assets, 'sync', `expose "${exposed}"`), async: assets(item.assets, 'async', `expose "${exposed}"`) };
  });
  const shared = list(value.shared ?? [], 'shared').map((item, index) => {
    if (!isRecord(item)) throw new Error(`shared #${index + 1} is not an object`);
    return {
      name: str(item.name, `shared #${index + 1} "name"`),
      version: str(item.version, `shared "${String(item.name)}" "version"`),
      singleton: item.singleton === true,
    };
  });
  return { name, remoteEntry: entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName, publicPath, exposes, shared };
}

/** Whether a registry entry is a manifest URL (…/mf-manifest.json: ends in .json) rather than a remoteEntry.js. */
export const isManifestEntry = (entry: string): boolean => entry.endsWith('.json');

/** The manifest of a remote registered at `entry`: the entry itself, or mf-manifest.json beside its remoteEntry.js. */
export const manifestUrlOf = (entry: string): string => (isManifestEntry(entry) ? entry : new URL(REMOTE_MANIFEST_FILE, entry).href);

/** Where the remote's files are: its publicPath, or with "auto" the manifest's own folder. */
const publicBase = (manifestUrl: string, manifest: RemoteManifest) =>
  manifest.publicPath === 'auto' ? new URL('.', manifestUrl).href : new URL(manifest.publicPath, manifestUrl).href;

/** The remoteEntry.js a manifest at `manifestUrl` describes, as an absolute URL. */
export const remoteEntryUrlOf = (manifestUrl: string, manifest: RemoteManifest): string =>
  new URL(manifest.remoteEntry, publicBase(manifestUrl, manifest)).href;

/** Absolute URLs of the files `module`'s first render needs (its sync assets), for preloading. */
export function exposeAssetUrls(manifestUrl: string, manifest: RemoteManifest, module: string): ManifestAssets {
  const expose = manifest.exposes.find((item) => item.name === module.replace(/^\.\//, ''));
  const base = publicBase(manifestUrl, manifest);
  const absolute = (files: string[]) => files.map((file) => new URL(file, base).href);
  return { js: absolute(expose?.sync.js ?? []), css: absolute(expose?.sync.css ?? []) };
}

/** Number of files a manifest lists (every expose's sync and async JS and CSS). */
export const manifestAssetCount = (manifest: RemoteManifest): number =>
  manifest.exposes.reduce((sum, expose) => sum + expose.sync.js.length + expose.sync.css.length + expose.async.js.length + expose.async.css.length, 0);

/** The package a shared key belongs to: "react/jsx-runtime" → "react", "@scope/pkg/x" → "@scope/pkg". */
export const sharedPackageOf = (key: string): string => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

/**
 * The part of a version that must match across one singleton: the major, or for 0.x the minor
 * too (semver's caret: ^0.1.0 accepts 0.1.x only). Null when it is not a version.
 */
function compatibleLine(version: string): string | null {
  const match = /^\D*(\d+)\.(\d+)/.exec(version);
  if (!match) return null;
  return match[1] === '0' ? `0.${match[2]}` : match[1]!;
}

/**
 * Whether a remote can join the shell's page. Each singleton the shell provides (`shellShared`:
 * package → the version the shell loads, e.g. { react: "19.3.1" }) exists once on the page, so a
 * remote built against another major of it would run on a React (or router, or session) it was
 * not built for: refused, with a reason naming the package and both versions. `expectedName`
 * (the registry's container name) must match the manifest's.
 */
export function checkRemoteCompatibility(manifest: RemoteManifest, shellShared: Record<string, string>, expectedName?: string): CompatibilityVerdict {
  if (expectedName && manifest.name !== expectedName) {
    return { ok: false, reason: `its manifest is for the container "${manifest.name}", not "${expectedName}"` };
  }
  const conflicts: string[] = [];
  const seen = new Set<string>();
  for (const shared of manifest.shared) {
    const pkg = sharedPackageOf(shared.name);
    const shellVersion = shellShared[pkg];
    if (!shellVersion || seen.has(pkg)) continue;
    const theirs = compatibleLine(shared.version);
    if (theirs === null) {
      seen.add(pkg);
      conflicts.push(`${pkg} "${shared.version}", which is not a version (the shell provides ${pkg} ${shellVersion})`);
    } else if (theirs !== compatibleLine(shellVersion)) {
      seen.add(pkg);
      conflicts.push(`${pkg} ${shared.version}, but the shell provides ${pkg} ${shellVersion}`);
    }
  }
  if (!conflicts.length) return { ok: true };
  return {
    ok: false,
    reason: `built against ${conflicts.join('; ')} — one copy is shared by the whole page, so it must be built against the same major version. Rebuild it against the shell's versions.`,
  };
}

/**
 * remotes.json's optional top-level `"refused"` list: remotes registration turned away and why
 * (written by scripts/lib/remote-registration.mjs). The shell reads only `remotes`, so a refused
 * remote never reaches a page; the admin registry view lists these with their reason.
 */
export interface RefusedRemote {
  name: string;
  entry: string;
  reason: string;
  /** When it was refused (ISO time). */
  at?: string;
}

/** The usable items of a registry's `refused` list (anything else is dropped: it is only shown). */
export function parseRefusedRemotes(registry: unknown): RefusedRemote[] {
  const value = isRecord(registry) ? registry.refused : undefined;
  if (!Array.isArray(value)) return [];
  const short = (field: unknown, max: number = LIMITS.text): field is string => typeof field === 'string' && field.length > 0 && field.length <= max;
  return value.slice(0, LIMITS.items).flatMap((item: unknown) => {
    if (!isRecord(item) || !short(item.name) || !short(item.entry) || !short(item.reason, 2000)) return [];
    return [{ name: item.name, entry: item.entry, reason: item.reason, ...(short(item.at) ? { at: item.at } : {}) }];
  });
}
