import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RegisteredRemote } from 'shared-schemas';

/** A remote that has not answered by then is shown as unavailable (it can still be retried). */
export const REMOTE_LOAD_TIMEOUT_MS = 15000;

const entries = new Map<string, string>();
/** Loads started before anyone asked (startRemoteModule), each handed to the first asker. */
const started = new Map<string, Promise<unknown>>();
/** What those loads brought, once they have: the asker can render it at once (takeStartedModule). */
const arrived = new Map<string, unknown>();

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
