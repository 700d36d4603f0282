import { useState } from 'react';
import { PageHeader, notify } from 'shared-ui';
import { revokeKey } from '../api/api-keys-api';
import { useApiKeys } from '../hooks/useApiKeys';
import type { ApiKeyView } from '../types/api-keys';
import { KeyUsageChart } from './KeyUsageChart';
import { NewKeyForm } from './NewKeyForm';
import './api-keys.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** /resumeinflux/api-keys: the organisation's HireGen API keys: create, revoke, usage. */
export function ApiKeysPage() {
  const { keys, error, reload } = useApiKeys();
  const [shown, setShown] = useState<ApiKeyView | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  async function revoke(key: ApiKeyView) {
    try {
      await revokeKey(key.id);
      notify.success(`${key.name} revoked.`);
      setConfirming(null);
      reload();
    } catch (reason) {
      notify.error(reason instanceof Error ? reason.message : 'The key could not be revoked.');
    }
  }

  return (
    <>
      <PageHeader
        title="API keys"
        lead={
          <>
            Keys for the HireGen API (<a href="/api/docs">documentation</a>). Send one as the <code>X-API-Key</code> header: your organisation gets the key's
            own quota and its usage below.
          </>
        }
      />
      <NewKeyForm onCreated={reload} />
      <section aria-labelledby="apikeys-list-title">
        <h2 id="apikeys-list-title">Your organisation's keys</h2>
        {error ? (
          <p role="alert" className="hg-error-text">
            {error}
          </p>
        ) : null}
        {!keys && !error ? (
          <p className="hg-hint" role="status">
            Loading…
          </p>
        ) : null}
        {keys ? (
          <div className="apikeys-table-wrap">
            <table className="apikeys-table">
              <caption className="hg-visually-hidden">API keys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last used</th>
                  <th scope="col">State</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {keys.length === 0 ? (
                  <tr>
                    <td colSpan={6}>No keys yet.</td>
                  </tr>
                ) : null}
                {keys.map((key) => (
                  <tr key={key.id} data-testid="api-key-row">
                    <th scope="row">{key.name}</th>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>{when(key.createdAt)}</td>
                    <td>{when(key.lastUsedAt)}</td>
                    <td>
                      {key.revokedAt ? <span className="apikeys-badge apikeys-badge--revoked">Revoked</span> : <span className="apikeys-badge">Active</span>}
                    </td>
                    <td>
                      <div className="apikeys-actions">
                        <button type="button" className="apikeys-button" onClick={() => setShown(key)} aria-label={`Usage of ${key.name}`}>
                          Usage
                        </button>
                        {key.revokedAt ? null : confirming === key.id ? (
                          <>
                            <button type="button" className="apikeys-button apikeys-button--danger" onClick={() => revoke(key)}>
                              Confirm revoke
                            </button>
                            <button type="button" className="apikeys-button" onClick={() => setConfirming(null)}>
                              Cancel
                            </button>
                          </>
                        ) : (
                          <button
                            type="button"
                            className="apikeys-button apikeys-button--danger"
                            onClick={() => setConfirming(key.id)}
                            aria-label={`Revoke ${key.name}`}
                          >
                            Revoke
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      {shown ? <KeyUsageChart apiKey={shown} /> : null}
    </>
  );
}
