// The runtime package itself, not enhanced/runtime's re-export: imported from this chunk too, that
// re-export would become a module of its own in the shell's first load.
import { getInstance, registerRemotes } from '@module-federation/runtime';
import { checkRemoteCompatibility, exposeAssetUrls, parseRemoteManifest, remoteEntryUrlOf, sharedPackageOf } from 'shared-schemas';

/**
 * Remotes registered by their manifest (…/mf-manifest.json). The shell's federation runtime is
 * built without manifest support (no snapshot plugin: a smaller first load), so this chunk — loaded
 * only when such a remote is first needed — reads the manifest, refuses a remote built against
 * another major of a singleton this page shares, hands the runtime the remoteEntry.js it names,
 * and preloads the files the asked-for module renders with, beside the entry instead of after it.
 */

const MANIFEST_TIMEOUT_MS = 10_000;

/** Each module's resolved entry (its first-render files preloaded once). */
const reads = new Map<string, Promise<string>>();
const preloaded = new Set<string>();

/** The versions of the shared packages this page runs (the shell's own, as its runtime holds them). */
function pageShared(): Record<string, string> {
  const instance = getInstance();
  const versions: Record<string, string> = {};
  for (const [key, list] of Object.entries(instance?.options.shared ?? {})) {
    const own = list.find((item) => item.from === instance?.options.name) ?? list[0];
    if (own?.version) versions[sharedPackageOf(key)] = own.version;
  }
  return versions;
}

function preload(urls: string[], as: 'script' | 'style'): void {
  for (const href of urls) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as); // the attribute: jsdom reflects no `as` property
    link.href = href;
    document.head.appendChild(link);
  }
}

async function read(container: string, manifestUrl: string): Promise<{ entry: string; manifest: ReturnType<typeof parseRemoteManifest> }> {
  const response = await fetch(manifestUrl, { cache: 'no-cache', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${container}'s manifest answered HTTP ${response.status}.`);
  const manifest = parseRemoteManifest(await response.json());
  const verdict = checkRemoteCompatibility(manifest, pageShared(), container);
  if (!verdict.ok) throw new Error(`${container} is refused: ${verdict.reason}`);
  return { entry: remoteEntryUrlOf(manifestUrl, manifest), manifest };
}

/** In-flight and finished reads, by container and manifest URL: one fetch however many loads ask at once. */
const manifests = new Map<string, Promise<{ entry: string; manifest: ReturnType<typeof parseRemoteManifest> }>>();

/**
 * The remoteEntry.js of `container`'s manifest at `manifestUrl`, after the singleton check; the
 * first-render files of `module` are preloaded meanwhile. Rejects with the reason a load fails.
 */
function resolveManifestEntry(container: string, manifestUrl: string, module: string): Promise<string> {
  const source = `${container} ${manifestUrl}`;
  let pending = manifests.get(source);
  if (!pending) {
    pending = read(container, manifestUrl);
    manifests.set(source, pending);
    // A failed read is not remembered: Retry (or the next visit) reads the manifest again.
    pending.catch(() => manifests.delete(source));
  }
  const key = `${source} ${module}`;
  let resolved = reads.get(key);
  if (!resolved) {
    resolved = pending.then(({ entry, manifest }) => {
      const assets = exposeAssetUrls(manifestUrl, manifest, module);
      preload(assets.js, 'script');
      preload(assets.css, 'style');
      return entry;
    });
    reads.set(key, resolved);
    resolved.catch(() => reads.delete(key));
  }
  return resolved;
}

/**
 * Before a load of `container/module` whose registry URL is the manifest at `manifestUrl`: the
 * runtime is given the remoteEntry.js the manifest names, unless it holds it already (re-registering
 * would drop the loaded container); the loader's failover and reset hand it the manifest URL again.
 * A manifest that cannot be read, or a refused remote, fails the load with the reason, which the
 * "unavailable" screen shows as its details.
 */
export async function useManifestEntry(container: string, manifestUrl: string, module: string): Promise<void> {
  const entry = await resolveManifestEntry(container, manifestUrl, module);
  const held = getInstance()?.options.remotes.find((remote) => remote.name === container);
  if (!held || !('entry' in held) || held.entry !== entry) registerRemotes([{ name: container, entry }], { force: true });
}
