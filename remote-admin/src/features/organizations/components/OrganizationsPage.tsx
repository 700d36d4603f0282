import { useState } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { PageHeader, notify } from 'shared-ui';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDate } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { listOrganizations } from '../../../lib/organizations';
import { setSuspended } from '../api/organizations-api';
import type { OrganizationRow } from '../types/organizations';
import { OrganizationDetailPage } from './OrganizationDetailPage';

/** /dashboard/admin/organizations: the list, and one organisation at organizations/:orgId. */
export function OrganizationsPage() {
  return (
    <Routes>
      <Route index element={<OrganizationList />} />
      <Route path=":orgId" element={<OrganizationDetailPage />} />
    </Routes>
  );
}

/** Organisations with their counts; each opens its members and jobs; suspend and restore. */
function OrganizationList() {
  const organizations = useAsync((signal) => listOrganizations(signal), []);
  const [pending, setPending] = useState<OrganizationRow | null>(null);
  return (
    <>
      <PageHeader
        title="Organisations"
        lead="Every hiring team on HireGen. A suspended organisation's members lose access to its data and API keys until it is restored."
      />
      <StatusMessage loading={organizations.loading} error={organizations.error} onRetry={organizations.reload} />
      {organizations.data ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="hg-visually-hidden">Organisations</caption>
            <thead>
              <tr>
                <th scope="col">Organisation</th>
                <th scope="col" className="adm-num">
                  Members
                </th>
                <th scope="col" className="adm-num">
                  Jobs (open)
                </th>
                <th scope="col" className="adm-num">
                  Applicants
                </th>
                <th scope="col">Created</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {organizations.data.length === 0 ? (
                <tr>
                  <td colSpan={7}>No organisations yet.</td>
                </tr>
              ) : null}
              {organizations.data.map((org) => (
                <tr key={org.id} data-testid="org-row">
                  <th scope="row">
                    <Link to={encodeURIComponent(org.id)}>{org.name || 'Unnamed organisation'}</Link>
                  </th>
                  <td className="adm-num">{org.members}</td>
                  <td className="adm-num">
                    {org.jobs} ({org.openJobs})
                  </td>
                  <td className="adm-num">{org.applications}</td>
                  <td>{formatDate(org.createdAt)}</td>
                  <td>
                    {org.suspendedAt ? (
                      <span className="adm-badge adm-badge--bad">Suspended {formatDate(org.suspendedAt)}</span>
                    ) : (
                      <span className="adm-badge adm-badge--ok">Active</span>
                    )}
                  </td>
                  <td>
                    <button type="button" className={`adm-small-button${org.suspendedAt ? '' : ' adm-danger'}`} onClick={() => setPending(org)}>
                      {org.suspendedAt ? 'Restore' : 'Suspend'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={`${pending.suspendedAt ? 'Restore' : 'Suspend'} ${pending.name}?`}
          confirmLabel={pending.suspendedAt ? 'Restore organisation' : 'Suspend organisation'}
          danger={!pending.suspendedAt}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await setSuspended(pending.id, !pending.suspendedAt);
            notify.success(pending.suspendedAt ? 'Organisation restored.' : 'Organisation suspended.');
            organizations.reload();
          }}
        >
          <p>
            {pending.suspendedAt
              ? 'Its members get their organisation access and API keys back.'
              : `Its ${pending.members} members lose access to its jobs, applicants and API keys until you restore it.`}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
