import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredUser } from 'shared-auth';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { App } from './app/App';
import { fetchRemoteRegistry } from './federation/remotes-config';
import { FALLBACK_MODULE, registerRemoteEntries, startRemoteModule } from './federation/remote-loader';
import { openingMount } from './federation/opening-route';
import { setRegistry } from './federation/registry-store';
import { setRemoteFallbackFactory } from './federation/remote-fallback-registry';
import { LazyRemoteUnavailable } from './federation/LazyRemoteUnavailable';
import './layout/shell.css';

/**
 * Reads the remote registry (`registryResponse`: the request index.ts started beside this chunk),
 * registers the remotes, starts loading the remote the page opened on, then renders. Any failure
 * is the caller's to show.
 */
export async function boot(registryResponse?: Promise<Response>): Promise<void> {
  const registry = await fetchRemoteRegistry(undefined, registryResponse);
  setRegistry(registry);
  registerRemoteEntries(registry.remotes);
  setRemoteFallbackFactory((id, error) => {
    const container = id.split('/')[0] ?? id;
    const detail = error instanceof Error ? error.message : undefined;
    return { default: () => <LazyRemoteUnavailable container={container} detail={detail} />, [FALLBACK_MODULE]: true };
  });
  // The remote entry and page chunk now, beside React's first render, not after it: the route's
  // RemoteModule takes this load over (same retries, fallback and error boundary).
  const opening = openingMount(registry.remotes, window.location.pathname, readStoredUser()?.role);
  if (opening) startRemoteModule(opening.container, opening.module);
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  createRoot(element).render(
    <StrictMode>
      <AppErrorBoundary>
        <App remotes={registry.remotes} />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
