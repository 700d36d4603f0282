import { showStartupFailureLazily } from './app/startup-failure-lazy';
import { startOpeningRemote } from './federation/opening-remote';
import { REMOTE_OVERRIDE_KEY, REMOTE_OVERRIDE_QUERY } from 'shared-schemas';
import { fetchRemoteRegistry } from './federation/remotes-config';
import { withReleasedEntries } from './federation/released-entries';

/** Whether a local override is asked for (the query) or kept; everything else about it loads only then. */
function overrideAsked(): boolean {
  try {
    return new URLSearchParams(window.location.search).has(REMOTE_OVERRIDE_QUERY) || window.localStorage.getItem(REMOTE_OVERRIDE_KEY) !== null;
  } catch {
    return false; // storage blocked: nothing can be kept
  }
}

// remotes.json (and the api registry's entries for this session) are asked for now, beside the
// shell's own chunks, not after them; boot() reports a failure.
const registry = withReleasedEntries(fetchRemoteRegistry());
// The async boundary lets federation negotiate shared modules before any of them runs. It is
// entered first, so the shell's shared modules are offered before any remote asks for them.
const bootstrap = import('./bootstrap');
// A local override (?remote-override=, or kept in this browser) is checked before any remote
// loads: who asks needs the session (shared-auth, after the boundary). Without one, nothing waits.
const read = overrideAsked() ? Promise.all([registry, bootstrap]).then(([file, { applyLocalOverride }]) => applyLocalOverride(file)) : registry;
// Once the registry is read: the remotes registered and the opened route's remote loading.
const started = read.then((file) => startOpeningRemote(file));
started.catch(() => undefined); // boot() reports it; until then it is not unhandled

bootstrap.then(({ boot }) => boot(started)).catch(showStartupFailureLazily);
