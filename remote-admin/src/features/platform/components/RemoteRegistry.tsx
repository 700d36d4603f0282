import { useEffect, useState } from 'react';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDateTime } from '../../../lib/format';
import { probeRemote, readRegistry } from '../api/platform-api';
import type { RemoteStatus } from '../types/platform';

/** Each remote listed in remotes.json, whether it answers now, and the build it serves. */
export function RemoteRegistry() {
  const [rows, setRows] = useState<RemoteStatus[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    readRegistry(controller.signal).then(
      (registry) => {
        const entries = Object.entries(registry);
        setRows(entries.map(([container, url]) => ({ container, url, state: 'checking' })));
        for (const [container, url] of entries) {
          void probeRemote(container, url).then((status) => {
            if (!controller.signal.aborted) setRows((current) => current.map((row) => (row.container === container ? status : row)));
          });
        }
      },
      (reason: unknown) => !controller.signal.aborted && setError(reason instanceof Error ? reason.message : 'remotes.json could not be read.'),
    );
    return () => controller.abort();
  }, [round]);
  return (
    <section aria-labelledby="adm-remotes-title">
      <h2 id="adm-remotes-title">Remote registry</h2>
      <p className="hg-hint">From <code>/remotes.json</code>, checked from your browser.</p>
      <StatusMessage loading={false} error={error} />
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="hg-visually-hidden">Remotes</caption>
          <thead>
            <tr>
              <th scope="col">Remote and URL</th>
              <th scope="col">State</th>
              <th scope="col">Build</th>
              <th scope="col">Built</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.container} data-testid="remote-row">
                <th scope="row">{row.container}<br /><code className="adm-url">{row.url}</code></th>
                <td aria-live="polite">
                  {row.state === 'checking' ? <span className="adm-badge">Checking…</span> : null}
                  {row.state === 'up' ? <span className="adm-badge adm-badge--ok">Answers · {row.ms} ms</span> : null}
                  {row.state === 'down' ? <span className="adm-badge adm-badge--bad">Down · {row.message}</span> : null}
                </td>
                <td>{row.build ? <code title="SHA-256 of the remote entry">{row.build}</code> : '—'}</td>
                <td>{row.lastModified ? formatDateTime(new Date(row.lastModified).toISOString()) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="hg-actions">
        <button type="button" className="hg-button hg-button--secondary" onClick={() => setRound((value) => value + 1)}>Check again</button>
      </div>
    </section>
  );
}
