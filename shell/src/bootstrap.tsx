import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteRegistry } from 'shared-schemas';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { App } from './app/App';
import { FALLBACK_MODULE, startedLoadsSettled } from './federation/remote-loader';
import { setRegistry } from './federation/registry-store';
import { setRemoteFallbackFactory } from './federation/remote-fallback-registry';
import { LazyRemoteUnavailable } from './federation/LazyRemoteUnavailable';
import './layout/shell.css';

/** A local override checked and applied (its own chunk: only a browser that asks for one loads it). */
export const applyLocalOverride = (registry: RemoteRegistry) =>
  import('./federation/override-access').then(({ applyAskedOverride }) => applyAskedOverride(registry));

/**
 * Renders the shell once the remote registry is read (`registry`: index.ts started the request,
 * registered the remotes and the opened route's remote load beside this chunk). Any failure is
 * the caller's to show.
 */
export async function boot(registry: Promise<RemoteRegistry>): Promise<void> {
  const read = await registry;
  // The opened route's remote, if it is close, is rendered in the first render rather than after it.
  await startedLoadsSettled();
  setRegistry(read);
  setRemoteFallbackFactory((id, error) => {
    const container = id.split('/')[0] ?? id;
    const detail = error instanceof Error ? error.message : undefined;
    return { default: () => <LazyRemoteUnavailable container={container} detail={detail} />, [FALLBACK_MODULE]: true };
  });
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  createRoot(element).render(
    <StrictMode>
      <AppErrorBoundary>
        <App remotes={read.remotes} />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
