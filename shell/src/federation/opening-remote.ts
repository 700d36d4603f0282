import type { RemoteRegistry } from 'shared-schemas';
// The module itself, not the shared-auth singleton: this runs before federation's async boundary.
import { readStoredUser } from 'shared-auth/session-user';
import { openingMount } from './opening-route';
import { registerRemoteEntries, startRemoteModule } from './remote-loader';

/**
 * Registers the registry's remotes and starts loading the remote module of the route the page
 * opened on (if its role guard lets the stored user through). index.ts calls it as soon as
 * remotes.json is read, so the remote's entry and page chunk load and run beside the shell's own
 * start instead of after it; the route's RemoteModule then takes that same load.
 */
export function startOpeningRemote(registry: RemoteRegistry, location: Pick<Location, 'pathname'> = window.location): RemoteRegistry {
  registerRemoteEntries(registry.remotes);
  const opening = openingMount(registry.remotes, location.pathname, readStoredUser()?.role);
  if (opening) startRemoteModule(opening.container, opening.module);
  return registry;
}
