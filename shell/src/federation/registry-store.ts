import type { RegisteredRemote, RemoteRegistry } from 'shared-schemas';

/**
 * The registry read at start. It never changes while the page lives (a new remotes.json takes
 * effect on the next load), so a plain module value read by routes, menus and the preloader.
 */
let current: RemoteRegistry = { remotes: [], problems: [] };

export function setRegistry(registry: RemoteRegistry): void {
  current = registry;
}

export const registry = (): RemoteRegistry => current;

export const registeredRemote = (name: string): RegisteredRemote | undefined => current.remotes.find((remote) => remote.name === name);
