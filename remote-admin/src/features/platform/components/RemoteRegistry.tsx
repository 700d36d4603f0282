import { useEffect, useState, version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { readRemoteLoadedFrom, readStoredOverride, remoteEntries, type RefusedRemote, type RemoteLoadedFrom } from 'shared-schemas';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDateTime } from '../../../lib/format';
import { probeRemote, readManifest, readRegistry } from '../api/platform-api';
import type { ManifestSummary, RemoteStatus } from '../types/platform';

/** The singletons this page runs (one copy, the shell's): what a remote's manifest is checked against. */
const PAGE_SHARED = { react: reactVersion, 'react-dom': reactDomVersion };

/** A remote's manifest under its mounts: exposes, file count, shared singletons, or why it has none. */
function ManifestLines({ manifest }: { manifest: ManifestSummary | undefined }) {
  if (!manifest) return null;
  return (
    <span className="hg-hint adm-registry-manifest" data-testid="remote-manifest">
      <br />
      {manifest.error ?? (
        <>
          Manifest: exposes {manifest.exposes?.join(', ') || 'nothing'} · {manifest.assets} {manifest.assets === 1 ? 'file' : 'files'}
          <br />
          Shared {manifest.shared?.join(', ') || 'nothing'}
        </>
      )}
      {manifest.incompatible ? (
        <>
          <br />
          <span className="adm-badge adm-badge--bad">Incompatible</span> {manifest.incompatible}
        </>
      ) : null}
    </span>
  );
}

/** Which of its URLs the shell loaded a remote from in this tab (one line under its mounts). */
function LoadedFrom({ entries, url, override }: { entries: string[]; url: string | undefined; override: string | undefined }) {
  const index = url ? entries.indexOf(url) : -1;
  let text = 'Not loaded in this tab yet';
  if (url === override && url) text = `Loaded in this tab from a local override (this browser only): ${url}`;
  else if (index === 0) text = 'Loaded in this tab from its entry';
  else if (index > 0) text = `Loaded in this tab from fallback #${index}`;
  else if (url) text = `Loaded in this tab from ${url}`;
  return (
    <span className="hg-hint" data-testid="remote-loaded-from">
      <br />
      {text}
    </span>
  );
}

const webStorage = (kind: 'sessionStorage' | 'localStorage'): Storage | undefined => {
  try {
    return window[kind];
  } catch {
    return undefined; // storage blocked
  }
};

/**
 * Each remote listed in remotes.json, what it mounts, whether it answers now and the build it
 * serves (its build-info.json: version and build id), the URL this tab loaded it from (its entry
 * or a fallback, written by the shell's loader), what its mf-manifest.json says; every entry the
 * shell skips, and why; and every remote registration refused, and why.
 */
export function RemoteRegistry() {
  const [rows, setRows] = useState<RemoteStatus[]>([]);
  const [mounts, setMounts] = useState<Record<string, string>>({});
  const [entries, setEntries] = useState<Record<string, string[]>>({});
  const [loadedFrom, setLoadedFrom] = useState<RemoteLoadedFrom>({});
  const [override, setOverride] = useState<{ container: string; url: string }>();
  const [problems, setProblems] = useState<string[]>([]);
  const [refused, setRefused] = useState<RefusedRemote[]>([]);
  const [manifests, setManifests] = useState<Record<string, ManifestSummary>>({});
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    readRegistry(controller.signal).then(
      (registry) => {
        setProblems(registry.problems);
        setRefused(registry.refused);
        setManifests({});
        setEntries(Object.fromEntries(registry.remotes.map((remote) => [remote.name, remoteEntries(remote)])));
        setLoadedFrom(readRemoteLoadedFrom(webStorage('sessionStorage')));
        setOverride(readStoredOverride(webStorage('localStorage')) ?? undefined);
        setMounts(
          Object.fromEntries(
            registry.remotes.map((remote) => [remote.name, remote.mounts.map((mount) => mount.path + (mount.role ? ` (${mount.role})` : '')).join(', ')]),
          ),
        );
        setRows(registry.remotes.map((remote) => ({ container: remote.name, url: remote.entry, registeredVersion: remote.version, state: 'checking' })));
        for (const remote of registry.remotes) {
          void probeRemote(remote).then((status) => {
            if (!controller.signal.aborted) setRows((current) => current.map((row) => (row.container === remote.name ? status : row)));
          });
          void readManifest(remote, PAGE_SHARED).then((manifest) => {
            if (!controller.signal.aborted) setManifests((current) => ({ ...current, [remote.name]: manifest }));
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
      <p className="hg-hint">
        From <code>/remotes.json</code>, checked from your browser.
      </p>
      <StatusMessage loading={false} error={error} />
      {problems.length > 0 ? (
        <div className="hg-card" role="status" aria-labelledby="adm-remotes-skipped">
          <h3 id="adm-remotes-skipped">Skipped by the shell ({problems.length})</h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div className="hg-card" role="status" aria-labelledby="adm-remotes-refused">
          <h3 id="adm-remotes-refused">Refused at registration ({refused.length})</h3>
          <p className="hg-hint">Not loaded by any page; the remotes above keep working.</p>
          <ul>
            {refused.map((item) => (
              <li key={item.name} data-testid="remote-refused">
                <strong>{item.name}</strong> <code className="adm-url">{item.entry}</code>
                {item.at ? <span className="hg-hint"> · {formatDateTime(item.at)}</span> : null}
                <br />
                Refused: {item.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="hg-visually-hidden">Remotes</caption>
          <thead>
            <tr>
              <th scope="col">Remote, URL and mounts</th>
              <th scope="col">State</th>
              {/* Versions and build ids are short codes: read whole, never broken over lines. */}
              <th scope="col" className="adm-nowrap">
                Version
              </th>
              <th scope="col" className="adm-nowrap">
                Build
              </th>
              <th scope="col">Built</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.container} data-testid="remote-row">
                <th scope="row" className="adm-registry-remote">
                  {row.container}
                  <br />
                  <code className="adm-url">{row.url}</code>
                  {(entries[row.container]?.length ?? 0) > 1 ? (
                    <span className="hg-hint">
                      <br />
                      Fallback: {entries[row.container]!.slice(1).join(', ')}
                    </span>
                  ) : null}
                  {mounts[row.container] ? (
                    <span className="hg-hint">
                      <br />
                      {mounts[row.container]}
                    </span>
                  ) : null}
                  <LoadedFrom
                    entries={entries[row.container] ?? [row.url]}
                    url={loadedFrom[row.container]}
                    override={override?.container === row.container ? override.url : undefined}
                  />
                  <ManifestLines manifest={manifests[row.container]} />
                </th>
                <td aria-live="polite">
                  {row.state === 'checking' ? <span className="adm-badge">Checking…</span> : null}
                  {row.state === 'up' ? <span className="adm-badge adm-badge--ok">Answers · {row.ms} ms</span> : null}
                  {row.state === 'down' ? <span className="adm-badge adm-badge--bad">Down · {row.message}</span> : null}
                </td>
                <td className="adm-nowrap">
                  {row.version ?? '—'}
                  {row.registeredVersion && row.registeredVersion !== row.version ? (
                    <span className="hg-hint">
                      <br />
                      registered {row.registeredVersion}
                    </span>
                  ) : null}
                </td>
                <td className="adm-nowrap">
                  {row.buildId ? <code title="The build id in its build-info.json">{row.buildId}</code> : null}
                  {row.digest && !row.buildId ? <code title="SHA-256 of the remote entry">{row.digest}</code> : null}
                  {!row.buildId && !row.digest ? '—' : null}
                </td>
                <td>{formatDateTime(row.builtAt ?? (row.lastModified ? new Date(row.lastModified).toISOString() : null))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="hg-actions">
        <button type="button" className="hg-button hg-button--secondary" onClick={() => setRound((value) => value + 1)}>
          Check again
        </button>
      </div>
    </section>
  );
}
