import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegisteredRemote } from 'shared-schemas';

/**
 * How long the shell's first render waits for the opened route's remote module (startOpeningRemote)
 * when it is still on its way: rendering the shell with a loading state first costs a render,
 * a layout and a paint that the remote's own work then waits behind, and the route shows later.
 */
export const OPENING_WAIT_MS = 150;

/** A remote that has not answered by then is shown as unavailable (it can still be retried). */
export const REMOTE_LOAD_TIMEOUT_MS = 15000;

const entries = new Map<string, string>();
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

export function registerRemoteEntries(remotes: RegisteredRemote[]): void {
  entries.clear();
  for (const { name, entry } of remotes) entries.set(name, entry);
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(readonly container: string, override readonly cause?: unknown) {
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

async function fetchRemoteModule<T>(container: string, module: string): Promise<T> {
  if (!entries.has(container)) throw new RemoteUnavailableError(container, new Error('not listed in remotes.json'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(container, new Error('timed out'))), REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([loadRemote<T>(`${container}/${module}`), timeout]);
    if (!loaded) throw new RemoteUnavailableError(container);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/** Forgets a remote's cached container so the next load fetches its entry afresh. */
export function resetRemote(container: string): void {
  const entry = entries.get(container);
  if (entry) registerRemotes([{ name: container, entry }], { force: true });
}

/** Marks the module the fallback layer hands back, so a preload can tell it from the real one. */
export const FALLBACK_MODULE = Symbol.for('hiregen.remoteFallback');

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
