import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createRemoteFallback } from '../remote-fallback-registry';

/**
 * Failure layer 2: when a remote module cannot be loaded, hand back a fallback module instead
 * of an exception, so the page shows "unavailable" with a retry button.
 */
export default function remoteFallback(): ModuleFederationRuntimePlugin {
  return {
    name: 'hiregen-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // 'afterResolve' happens for manifests, where a returned value is read as a manifest.
      if (lifecycle !== 'onLoad') return undefined;
      return createRemoteFallback(id, error);
    },
  };
}
