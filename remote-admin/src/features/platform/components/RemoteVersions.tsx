import { useState, type FormEvent } from 'react';
import type { RegistryRemoteView, RegistryVersion, RegistryVersionHealth } from 'shared-schemas';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDateTime } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { changeRegistry, createReleaseKey, registryHistory, type RegistryHistory } from '../api/platform-api';

const ACTION_TEXT: Record<RegistryVersion['action'], string> = {
  release: 'Release',
  rollback: 'Rollback',
  canary: 'Canary',
  promote: 'Promote',
  'canary-stop': 'Canary stopped',
  'auto-rollback': 'Automatic rollback',
};

const percent = (rate: number | null) => (rate === null ? 'no loads yet' : `${Math.round(rate * 100)}% failed`);

function healthText(health: RegistryVersionHealth[], version: number): string {
  const found = health.find((item) => item.version === version);
  return found ? `${found.loads} loads, ${found.failures} failures (${percent(found.failureRate)})` : 'no reports';
}

/** One remote: what it serves to whom, its versions with who/when/why, and the actions on it. */
function RemoteCard({ view, onChanged }: { view: RegistryRemoteView; onChanged(): void }) {
  const { head, versions, health } = view;
  const id = `adm-rv-${head.remote}`;
  const [entry, setEntry] = useState('');
  const [share, setShare] = useState('');
  const [why, setWhy] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string | null>(null);

  /** Runs one change based on the version shown; a conflict (someone changed it meanwhile) is shown as the api words it. */
  async function run(action: Parameters<typeof changeRegistry>[1], body: Record<string, unknown>, done: string) {
    if (!why.trim()) {
      setMessage({ text: 'Say why in the "Why" field first: it is kept in the history.', error: true });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const { version } = await changeRegistry(head.remote, action, { expectedVersion: head.version, why: why.trim(), ...body });
      setMessage({ text: `${done}: version ${version.version}.`, error: false });
      setEntry('');
      setShare('');
      setWhy('');
      onChanged();
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'The change failed.', error: true });
    } finally {
      setBusy(false);
    }
  }

  function release(event: FormEvent) {
    event.preventDefault();
    const canaryPercent = share.trim() ? Number(share) : undefined;
    void run(
      'releases',
      { entry: entry.trim(), ...(canaryPercent ? { canaryPercent } : {}) },
      canaryPercent ? `Canary started for ${canaryPercent}% of sessions` : 'Released to everyone',
    );
  }

  const canary = head.canary;
  return (
    <article className="hg-card adm-rv" aria-labelledby={`${id}-title`} data-testid="registry-remote">
      <h3 id={`${id}-title`}>{head.remote}</h3>
      <p data-testid="registry-serving">
        {canary
          ? `Version ${head.stableVersion} to ${100 - canary.percent}% of sessions (${healthText(health, head.stableVersion)}); canary version ${canary.version} to ${canary.percent}% (${healthText(health, canary.version)}).`
          : `Version ${head.stableVersion} to everyone (${healthText(health, head.stableVersion)}).`}
        <br />
        <code className="adm-url">{head.entry}</code>
        {canary ? (
          <>
            <br />
            Canary: <code className="adm-url">{canary.entry}</code>
          </>
        ) : null}
      </p>
      <form className="adm-toolbar" onSubmit={release} aria-label={`New release of ${head.remote}`}>
        <div className="hg-field">
          <label htmlFor={`${id}-why`}>Why</label>
          <input id={`${id}-why`} value={why} maxLength={300} onChange={(event) => setWhy(event.target.value)} />
        </div>
        <div className="hg-field">
          <label htmlFor={`${id}-entry`}>New entry URL</label>
          <input
            id={`${id}-entry`}
            type="url"
            required
            value={entry}
            placeholder="https://…/remoteEntry.js"
            onChange={(event) => setEntry(event.target.value)}
          />
        </div>
        <div className="hg-field">
          <label htmlFor={`${id}-share`}>Canary share (%)</label>
          <input
            id={`${id}-share`}
            className="adm-rv-share"
            type="number"
            min={1}
            max={99}
            value={share}
            aria-describedby={`${id}-share-hint`}
            onChange={(event) => setShare(event.target.value)}
          />
          <span id={`${id}-share-hint`} className="hg-hint">
            Empty: everyone
          </span>
        </div>
        <button type="submit" className="hg-button" disabled={busy}>
          {share.trim() ? 'Start canary' : 'Release'}
        </button>
      </form>
      <div className="hg-actions">
        {canary ? (
          <>
            <button type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => void run('canary/promote', {}, 'Canary promoted')}>
              Promote canary
            </button>
            <button type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => void run('canary/stop', {}, 'Canary stopped')}>
              Stop canary
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="hg-button hg-button--secondary"
          disabled={busy}
          onClick={() =>
            void createReleaseKey(head.remote).then(setKey, (error: unknown) =>
              setMessage({ text: error instanceof Error ? error.message : 'No key was created.', error: true }),
            )
          }
        >
          Create release key
        </button>
      </div>
      {message ? (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'hg-error-text' : 'hg-hint'} data-testid="registry-message">
          {message.text}
        </p>
      ) : null}
      {key ? (
        <p role="status" className="hg-hint">
          Release key for {head.remote} (shown once; CI sets it as HIREGEN_API_KEY for <code>npm run release</code>):{' '}
          <code data-testid="release-key">{key}</code>
        </p>
      ) : null}
      <div className="adm-table-wrap">
        <table className="adm-table">
          <caption className="hg-visually-hidden">Versions of {head.remote}, newest first</caption>
          <thead>
            <tr>
              <th scope="col" className="adm-nowrap">
                Version
              </th>
              <th scope="col">Change</th>
              <th scope="col">Who, when and why</th>
              <th scope="col">Entry</th>
              <th scope="col">
                <span className="hg-visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version} data-testid="registry-version">
                <th scope="row" className="adm-nowrap">
                  {version.version}
                </th>
                <td>
                  {ACTION_TEXT[version.action]}
                  {version.percent ? ` ${version.percent}%` : ''}
                  {version.from ? <span className="hg-hint"> (from {version.from})</span> : null}
                </td>
                <td>
                  {version.byName} · {formatDateTime(version.at)}
                  <br />
                  <span className="hg-hint">{version.why}</span>
                </td>
                <td>
                  <code className="adm-url">{version.entry}</code>
                </td>
                <td>
                  {version.version < head.version ? (
                    <button
                      type="button"
                      className="adm-small-button"
                      disabled={busy}
                      aria-label={`Roll back to version ${version.version}`}
                      onClick={() => void run('rollback', { toVersion: version.version }, `Rolled back to version ${version.version}`)}
                    >
                      Roll back
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

/**
 * The api's remote registry with history: per remote, the version everyone gets and any canary's
 * share, both with their reported failure rates; every version with who, when and why, and a
 * rollback to each earlier one; releases, canaries and release keys. remotes.json (above) stays
 * the shell's default; a remote released here is served its registry entry instead.
 */
export function RemoteVersions() {
  const history = useAsync((signal) => registryHistory(signal), []);
  const data: RegistryHistory | null = history.data;
  return (
    <section aria-labelledby="adm-rv-title">
      <h2 id="adm-rv-title">Remote versions</h2>
      <p className="hg-hint">
        From the api&apos;s registry: every change is a version, and a change based on an old version is refused.
        {data
          ? ` A canary whose failures reach ${Math.round(data.guard.failureRate * 100)}% of at least ${data.guard.minLoads} loads in ${Math.round(data.guard.windowMs / 60_000)} minutes rolls back by itself.`
          : null}
      </p>
      <StatusMessage loading={history.loading && !data} error={history.error} onRetry={history.reload} />
      {data && data.remotes.length === 0 ? (
        <p className="hg-hint">No remote has been released through the registry yet: the shell serves remotes.json&apos;s entries.</p>
      ) : null}
      {data?.remotes.map((view) => (
        <RemoteCard key={view.head.remote} view={view} onChanged={history.reload} />
      ))}
      {data ? (
        <div className="hg-actions">
          <button type="button" className="hg-button hg-button--secondary" onClick={history.reload}>
            Refresh versions
          </button>
        </div>
      ) : null}
    </section>
  );
}
