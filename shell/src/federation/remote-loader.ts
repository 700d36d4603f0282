import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteLoadedFrom, remoteEntries, writeRemoteLoadedFrom, type RegisteredRemote, type RegistryReportKind } from 'shared-schemas';

/**
 * How long the shell's first render waits for the opened route's remote module (startOpeningRemote)
 * when it is still on its way: rendering the shell with a loading state first costs a render,
 * a layout and a paint that the remote's own work then waits behind, and the route shows later.
 */
export const OPENING_WAIT_MS = 150;

/** A remote that has not answered by then is shown as unavailable (it can still be retried). */
export const REMOTE_LOAD_TIMEOUT_MS = 15000;

/**
 * Each remote's URLs in the registry's order (its entry, then its fallbackEntries) and the one
 * the runtime is registered with now. The loader fails over along this list (failover), and
 * starts each session's loads from the URL that worked last (sessionStorage).
 */
interface RemoteOrigins {
  entries: string[];
  /** Where loads start: the URL remembered for this session, or the primary. */
  first: number;
  current: number;
  /** Set when the entry came from the api's registry (released-entries.ts): its version, for reports. */
  release?: RegisteredRemote['release'];
}
const origins = new Map<string, RemoteOrigins>();

/**
 * Tells the api's registry how a released remote did (its canary guard). Everything but this
 * check lives in the lazy chunk, loaded only when a released remote has something to report.
 */
export function reportRemote(container: string, kind: RegistryReportKind, error?: unknown): void {
  const release = origins.get(container)?.release;
  if (release && (kind !== 'load' || release.watched) && !(error instanceof RemoteUnavailableError))
    void import('./release-reports').then(({ reportRemote: report }) => report(container, release, kind));
}

/** Loads started before anyone asked (startRemoteModule), each handed to the first asker. */
const started = new Map<string, Promise<unknown>>();
/** What those loads brought, once they have: the asker can render it at once (takeStartedModule). */
const arrived = new Map<string, unknown>();
/** Each early load, settled once its module and that module's `ready` (if it exports one) are. */
const openingReady = new Set<Promise<unknown>>();

/** A module's optional `ready` export: what its first screen still loads (a chunk it started). */
function readyOf(loaded: unknown): unknown {
  const ready = typeof loaded === 'object' && loaded !== null ? (loaded as { ready?: unknown }).ready : undefined;
  return typeof ready === 'object' && ready !== null && typeof (ready as { then?: unknown }).then === 'function' ? ready : undefined;
}

const sessionStore = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: nothing is remembered
  }
};

export function registerRemoteEntries(remotes: RegisteredRemote[]): void {
  origins.clear();
  const remembered = readRemoteLoadedFrom(sessionStore());
  for (const remote of remotes) {
    const entries = remoteEntries(remote);
    const first = Math.max(0, entries.indexOf(remembered[remote.name] ?? ''));
    origins.set(remote.name, { entries, first, current: first, release: remote.release });
  }
  registerRemotes(remotes.map(({ name }) => ({ name, entry: currentEntry(name)! })));
}

/** The URL the runtime loads `container` from now (after any failover). */
export const currentEntry = (container: string): string | undefined => {
  const known = origins.get(container);
  return known?.entries[known.current];
};

export class RemoteUnavailableError extends Error {
  constructor(
    readonly container: string,
    override readonly cause?: unknown,
  ) {
    super(`The ${container} part of HireGen could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Starts loading `container/module` now — the entry, then the module's chunks — for the route the
 * page opened on, so it travels beside the shell's own start instead of after it. The route's
 * RemoteModule then takes this very load (loadRemoteModule): one request, the same failure layers.
 */
export function startRemoteModule(container: string, module: string): void {
  const key = `${container}/${module}`;
  const load = fetchRemoteModule(container, module);
  load.then(
    (loaded) => started.get(key) === load && arrived.set(key, loaded),
    () => undefined, // its asker sees the error; until then it is not unhandled
  );
  started.set(key, load);
  openingReady.add(load.then(readyOf).catch(() => undefined)); // a failure is the route's to show
}

/**
 * Settles when every early load (startRemoteModule) has arrived or failed, with what its
 * module's `ready` export awaits, or after `ms`, whichever comes first; at once when there is none.
 */
export function startedLoadsSettled(ms = OPENING_WAIT_MS): Promise<void> {
  const pending = [...openingReady];
  openingReady.clear();
  if (!pending.length) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const all = Promise.allSettled(pending).then(() => undefined);
  return Promise.race([all, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The module an early load (startRemoteModule) has already brought, handed over now rather than
 * through a promise, so its route renders it in its first render; undefined if it has not arrived.
 */
export function takeStartedModule<T>(container: string, module: string): T | undefined {
  const key = `${container}/${module}`;
  if (!arrived.has(key)) return undefined;
  const loaded = arrived.get(key) as T;
  arrived.delete(key);
  started.delete(key);
  return loaded;
}

/** Loads `container/module`; a missing, slow or broken remote becomes RemoteUnavailableError. */
export function loadRemoteModule<T>(container: string, module: string): Promise<T> {
  const key = `${container}/${module}`;
  const early = started.get(key);
  if (early) {
    started.delete(key);
    arrived.delete(key);
    return early as Promise<T>;
  }
  return fetchRemoteModule<T>(container, module);
}

/** Marks the module the fallback layer hands back, so a preload can tell it from the real one. */
export const FALLBACK_MODULE = Symbol.for('hiregen.remoteFallback');

const isFallback = (loaded: unknown) => typeof loaded === 'object' && loaded !== null && FALLBACK_MODULE in loaded;

/** One load from the URL the runtime has now: the module, the fallback module, or an error. */
async function loadOnce<T>(container: string, module: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(container, new Error('timed out'))), REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    // Registered by its manifest: that chunk reads it and gives the runtime its remoteEntry.js.
    const entry = currentEntry(container)!;
    if (entry.endsWith('.json')) await import('./manifest-entry').then((chunk) => chunk.useManifestEntry(container, entry, module));
    const loaded = await Promise.race([loadRemote<T>(`${container}/${module}`), timeout]);
    if (!loaded) throw new RemoteUnavailableError(container);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads the module from the remote's current URL (whose entry the retry plugin has already
 * tried three times) and, while it fails, from its next URL in the registry's order, each once;
 * the URL that works is remembered for the session. Only when every URL has failed does the
 * caller get the fallback module (the "unavailable" screen) or the error.
 */
async function fetchRemoteModule<T>(container: string, module: string): Promise<T> {
  const known = origins.get(container);
  if (!known) throw new RemoteUnavailableError(container, new Error('not listed in remotes.json'));
  let outcome: { loaded: T } | { error: unknown } = { error: new RemoteUnavailableError(container) };
  for (let attempt = 0; attempt < known.entries.length; attempt += 1) {
    const tried = known.current;
    try {
      const loaded = await loadOnce<T>(container, module);
      if (!isFallback(loaded)) {
        known.first = tried;
        writeRemoteLoadedFrom(sessionStore(), container, known.entries[tried]!);
        reportRemote(container, 'load');
        return loaded;
      }
      outcome = { loaded };
    } catch (error) {
      outcome = { error };
    }
    // Another load of this remote may have moved on already: then this one follows it.
    if (known.current === tried && attempt < known.entries.length - 1) {
      known.current = (tried + 1) % known.entries.length;
      registerRemotes([{ name: container, entry: known.entries[known.current]! }], { force: true });
    }
  }
  reportRemote(container, 'load-failure');
  if ('loaded' in outcome) return outcome.loaded;
  throw outcome.error;
}

/** Forgets a remote's cached container so the next load fetches its entry afresh, from the URL loads start at. */
export function resetRemote(container: string): void {
  const known = origins.get(container);
  if (!known) return;
  known.current = known.first;
  registerRemotes([{ name: container, entry: known.entries[known.first]! }], { force: true });
}

/**
 * Loads a module ahead of its route (useRolePreload). Quiet: a remote that is down now is not
 * remembered as down — its cached container is dropped so the visit itself tries afresh.
 */
export async function preloadRemoteModule(container: string, module: string): Promise<void> {
  try {
    const loaded = await loadRemoteModule<Record<PropertyKey, unknown>>(container, module);
    if (loaded[FALLBACK_MODULE]) resetRemote(container);
  } catch {
    resetRemote(container);
  }
}
