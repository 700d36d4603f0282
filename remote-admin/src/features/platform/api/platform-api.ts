import { callApi } from 'shared-auth';
import {
  buildInfoUrl,
  checkRemoteCompatibility,
  manifestAssetCount,
  manifestUrlOf,
  parseRefusedRemotes,
  parseRemoteBuildInfo,
  parseRemoteManifest,
  parseRemoteRegistry,
  type CANARY_GUARD,
  type RefusedRemote,
  type RegisteredRemote,
  type RegistryRemoteView,
  type RegistryVersion,
  type RemoteRegistry,
} from 'shared-schemas';
import type { ManifestSummary, PlatformStats, RemoteStatus } from '../types/platform';

export const platformStats = (signal?: AbortSignal) =>
  callApi<'GET /api/admin/platform', PlatformStats>('GET /api/admin/platform', { query: { weeks: 12 } }, { signal });

/**
 * The shell's remotes.json, read by the same rules the shell applies at start: the remotes it
 * uses, and the entries it skipped and why (format: shared-schemas/src/remote-registry.ts).
 */
export async function readRegistry(signal?: AbortSignal): Promise<RemoteRegistry & { refused: RefusedRemote[] }> {
  const response = await fetch('/remotes.json', { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`remotes.json could not be read (HTTP ${response.status}).`);
  const body: unknown = await response.json();
  // `refused`: the remotes registration turned away (npm run register-remote), which the shell never loads.
  return { ...parseRemoteRegistry(body, window.location.href), refused: parseRefusedRemotes(body) };
}

/**
 * A remote's mf-manifest.json (beside its remoteEntry.js, or its entry itself): what it exposes,
 * the singletons it was built against and how many files it lists; and whether those singletons
 * fit the ones this page runs (`pageShared`), as registration checks them.
 */
export async function readManifest(remote: RegisteredRemote, pageShared: Record<string, string>): Promise<ManifestSummary> {
  const url = manifestUrlOf(remote.entry);
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return { url, error: `No manifest (HTTP ${response.status})` };
    const manifest = parseRemoteManifest(await response.json());
    const verdict = checkRemoteCompatibility(manifest, pageShared, remote.name);
    return {
      url,
      exposes: manifest.exposes.map((expose) => expose.name),
      shared: manifest.shared
        .filter((item) => item.singleton)
        .map((item) => `${item.name} ${item.version}`)
        .sort(),
      assets: manifestAssetCount(manifest),
      ...(verdict.ok ? {} : { incompatible: verdict.reason }),
    };
  } catch (error) {
    return {
      url,
      error:
        error instanceof SyntaxError
          ? 'Its manifest is not JSON'
          : error instanceof Error && !(error instanceof DOMException) && !(error instanceof TypeError)
            ? `Not a manifest: ${error.message}`
            : 'Manifest not reachable',
    };
  }
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The remote's own build-info.json (version, build id, time), or nothing when it has none. */
async function readBuildInfo(entry: string): Promise<Pick<RemoteStatus, 'version' | 'buildId' | 'builtAt'>> {
  try {
    const response = await fetch(buildInfoUrl(entry), { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    const info = response.ok ? parseRemoteBuildInfo(await response.json()) : null;
    return info ? { version: info.version, buildId: info.buildId, builtAt: info.builtAt } : {};
  } catch {
    return {};
  }
}

/**
 * Fetches one remote's entry (the remotes serve CORS for the shell) within 5 s: whether it
 * answers, how fast, and which build it serves — what its build-info.json says (version, build
 * id, time) and a digest of the entry, which changes with every build even without build info.
 */
export async function probeRemote(remote: RegisteredRemote): Promise<RemoteStatus> {
  const { name: container, entry: url, version: registeredVersion } = remote;
  const started = performance.now();
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
    const ms = Math.round(performance.now() - started);
    if (!response.ok) return { container, url, registeredVersion, state: 'down', ms, message: `HTTP ${response.status}` };
    const body = await response.arrayBuffer();
    const digest = hex(await crypto.subtle.digest('SHA-256', body)).slice(0, 12);
    return { container, url, registeredVersion, state: 'up', ms, digest, lastModified: response.headers.get('last-modified'), ...(await readBuildInfo(url)) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { container, url, registeredVersion, state: 'down', message: timedOut ? 'No answer within 5 s' : 'Not reachable' };
  }
}

export interface RegistryHistory {
  remotes: RegistryRemoteView[];
  guard: Pick<typeof CANARY_GUARD, 'windowMs' | 'minLoads' | 'failureRate'>;
}

/** The api's remote registry with history (api/README.md, "Remote registry with history"). */
export const registryHistory = (signal?: AbortSignal) => callApi<'GET /api/platform/registry', RegistryHistory>('GET /api/platform/registry', {}, { signal });

/** One registry change; a stale `expectedVersion` is refused (409) with a message naming who changed it. */
export const changeRegistry = (remote: string, action: 'releases' | 'rollback' | 'canary/stop' | 'canary/promote', body: Record<string, unknown>) =>
  callApi<`POST /api/platform/registry/:remote/${typeof action}`, { version: RegistryVersion }>(`POST /api/platform/registry/:remote/${action}`, {
    params: { remote },
    json: body,
  });

/** A release key for one remote's CI (shown once). */
export const createReleaseKey = (remote: string) =>
  callApi('POST /api/platform/registry/:remote/keys', { params: { remote }, json: { name: `Release ${remote}` } }).then((body) => body.key);
