import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from './remotes-config';

/** A remote that has not answered by then is shown as unavailable (it can still be retried). */
export const REMOTE_LOAD_TIMEOUT_MS = 15000;

let remotes: RemotesConfig = {};

export function registerRemoteEntries(config: RemotesConfig): void {
  remotes = config;
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

export class RemoteUnavailableError extends Error {
  constructor(readonly container: string, override readonly cause?: unknown) {
    super(`The ${container} part of HireGen could not be loaded.`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads `container/module`; a missing, slow or broken remote becomes RemoteUnavailableError. */
export async function loadRemoteModule<T>(container: string, module: string): Promise<T> {
  if (!remotes[container]) throw new RemoteUnavailableError(container, new Error('not listed in remotes.json'));
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
  const entry = remotes[container];
  if (entry) registerRemotes([{ name: container, entry }], { force: true });
}
