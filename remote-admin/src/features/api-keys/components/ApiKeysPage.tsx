import { useState } from 'react';
import { PageHeader, notify } from 'shared-ui';
import { SeriesChart } from 'shared-ui/charts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { keyUsage, listKeys, revokeKey } from '../api/api-keys-api';
import type { ApiKeyRow } from '../types/api-keys';

function KeyUsage({ apiKey }: { apiKey: ApiKeyRow }) {
  const usage = useAsync((signal) => keyUsage(apiKey.id, signal), [apiKey.id]);
  return (
    <section aria-labelledby="adm-usage-title">
      <h2 id="adm-usage-title">
        Usage of {apiKey.name} ({apiKey.prefix}…)
      </h2>
      <StatusMessage loading={usage.loading} error={usage.error} />
      {usage.data ? (
        <SeriesChart
          title="Requests and errors per day (UTC), last 30 days"
          points={usage.data.map((day) => ({ label: day.day.slice(5), requests: day.requests, errors: day.errors }))}
          series={[
            { key: 'requests', label: 'Requests' },
            { key: 'errors', label: 'Errors', color: '#b91c1c' },
          ]}
        />
      ) : null}
    </section>
  );
}

/** Every organisation's HireGen API keys: prefix, owner, state, last use; revoke; usage per day. */
export function ApiKeysPage() {
  const keys = useAsync((signal) => listKeys(signal), []);
  const [pending, setPending] = useState<ApiKeyRow | null>(null);
  const [shown, setShown] = useState<ApiKeyRow | null>(null);
  return (
    <>
      <PageHeader
        title="API keys"
        lead="Keys HR teams created for the HireGen API. Only a prefix is stored in the clear; a revoked key is refused within seconds."
      />
      <StatusMessage loading={keys.loading} error={keys.error} onRetry={keys.reload} />
      {keys.data ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="hg-visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Organisation</th>
                <th scope="col" className="adm-num">
                  Daily quota
                </th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {keys.data.length === 0 ? (
                <tr>
                  <td colSpan={7}>No keys yet.</td>
                </tr>
              ) : null}
              {keys.data.map((key) => (
                <tr key={key.id}>
                  <th scope="row">
                    {key.name}
                    <br />
                    <code>{key.prefix}…</code>
                  </th>
                  <td>{key.orgName ?? key.orgId ?? '—'}</td>
                  <td className="adm-num">{key.quota.toLocaleString()}</td>
                  <td>{formatDate(key.createdAt)}</td>
                  <td>{formatDateTime(key.lastUsedAt)}</td>
                  <td>
                    {key.revokedAt ? (
                      <span className="adm-badge adm-badge--bad">Revoked {formatDate(key.revokedAt)}</span>
                    ) : (
                      <span className="adm-badge adm-badge--ok">Active</span>
                    )}
                  </td>
                  <td>
                    <div className="adm-row-actions">
                      <button type="button" className="adm-small-button" onClick={() => setShown(key)} aria-label={`Usage of ${key.name}`}>
                        Usage
                      </button>
                      {key.revokedAt ? null : (
                        <button type="button" className="adm-small-button adm-danger" onClick={() => setPending(key)} aria-label={`Revoke ${key.name}`}>
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
      {shown ? <KeyUsage apiKey={shown} /> : null}
      {pending ? (
        <ConfirmDialog
          title={`Revoke ${pending.name}?`}
          confirmLabel="Revoke key"
          danger
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await revokeKey(pending.id);
            notify.success('Key revoked.');
            keys.reload();
          }}
        >
          <p>
            Calls with <code>{pending.prefix}…</code> are refused (401) within seconds. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
