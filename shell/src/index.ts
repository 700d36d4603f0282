import { showStartupFailure } from './app/startup-failure';
import { startOpeningRemote } from './federation/opening-remote';
import { fetchRemoteRegistry } from './federation/remotes-config';

// remotes.json is asked for now, beside the shell's own chunks, not after them; boot() reports a failure.
const registry = fetchRemoteRegistry();
// The async boundary lets federation negotiate shared modules before any of them runs. It is
// entered first, so the shell's shared modules are offered before any remote asks for them.
const bootstrap = import('./bootstrap');
// Once the registry is read: the remotes registered and the opened route's remote loading.
const started = registry.then((read) => startOpeningRemote(read));
started.catch(() => undefined); // boot() reports it; until then it is not unhandled

bootstrap.then(({ boot }) => boot(started)).catch(showStartupFailure);
