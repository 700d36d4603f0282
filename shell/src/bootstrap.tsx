import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { App } from './app/App';
import { fetchRemoteRegistry } from './federation/remotes-config';
import { FALLBACK_MODULE, registerRemoteEntries } from './federation/remote-loader';
import { setRegistry } from './federation/registry-store';
import { setRemoteFallbackFactory } from './federation/remote-fallback-registry';
import { LazyRemoteUnavailable } from './federation/LazyRemoteUnavailable';
import './layout/shell.css';

/** Reads the remote registry, registers the remotes, then renders. Any failure is the caller's to show. */
export async function boot(): Promise<void> {
  const registry = await fetchRemoteRegistry();
  setRegistry(registry);
  registerRemoteEntries(registry.remotes);
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
        <App remotes={registry.remotes} />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
