import { showStartupFailure } from './app/startup-failure';
import { startRegistryFetch } from './federation/registry-request';

// remotes.json is asked for now, beside the shell's own chunks, not after them; boot() reads it.
const registryResponse = startRegistryFetch();
registryResponse.catch(() => undefined); // boot() reports a failure; until then it is not unhandled

// The async boundary lets federation negotiate shared modules before any of them runs.
import('./bootstrap')
  .then(({ boot }) => boot(registryResponse))
  .catch(showStartupFailure);
