import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell hands its federation runtime to every remote: remotes are built with
 * `externalRuntime` (webpack.common.js) and read it from this global instead of carrying their
 * own copy — ~10 KiB gzip less in each remoteEntry.js, and less to evaluate before a remote
 * route shows. Runs at the shell's federation init, before any remote entry is loaded.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'hiregen-provide-runtime-core',
    beforeInit(args) {
      const global = globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
