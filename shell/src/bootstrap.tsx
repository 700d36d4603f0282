import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { App } from './app/App';
import { fetchRemotesConfig } from './federation/remotes-config';
import { registerRemoteEntries } from './federation/remote-loader';
import { setRemoteFallbackFactory } from './federation/remote-fallback-registry';
import { RemoteUnavailable } from './federation/RemoteUnavailable';
import './layout/shell.css';

/** Learns where the remotes live, registers them, then renders. Any failure is the caller's to show. */
export async function boot(): Promise<void> {
  const remotes = await fetchRemotesConfig();
  registerRemoteEntries(remotes);
  setRemoteFallbackFactory((id, error) => {
    const container = id.split('/')[0] ?? id;
    const detail = error instanceof Error ? error.message : undefined;
    return { default: () => <RemoteUnavailable container={container} detail={detail} /> };
  });
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  createRoot(element).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );
}
