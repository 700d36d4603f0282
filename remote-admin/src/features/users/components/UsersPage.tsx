import { useState, type FormEvent } from 'react';
import { ROLES, useSession } from 'shared-auth';
import { PageHeader, notify } from 'shared-ui';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { listOrganizations } from '../../../lib/organizations';
import { deleteAccount, listAccounts, setDisabled } from '../api/users-api';
import type { AccountRow } from '../types/users';
import { ChangeRoleDialog } from './ChangeRoleDialog';

type Pending = { kind: 'role' | 'disable' | 'enable' | 'delete'; account: AccountRow } | null;

/** Every account: search, filter by role, page; change role or organisation, disable, delete. */
export function UsersPage() {
  const { user } = useSession();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', role: '' });
  // Tokens of the pages before this one, so "Previous" works with Auth's forward-only paging.
  const [tokens, setTokens] = useState<string[]>([]);
  const pageToken = tokens[tokens.length - 1];
  const accounts = useAsync((signal) => listAccounts({ ...query, pageToken }, signal), [query.q, query.role, pageToken]);
  const organizations = useAsync((signal) => listOrganizations(signal), []);
  const [pending, setPending] = useState<Pending>(null);

  function search(event: FormEvent) {
    event.preventDefault();
    setTokens([]);
    setQuery((current) => ({ ...current, q: draft.trim() }));
  }
  const done = (text: string) => () => {
    notify.success(text);
    accounts.reload();
  };

  return (
    <>
      <PageHeader title="Users" lead="Every HireGen account with its role and organisation. Changes are confirmed first and recorded in the audit log." />
      <form className="adm-toolbar" role="search" onSubmit={search}>
        <div className="hg-field">
          <label htmlFor="adm-user-search">Search by email, name or uid</label>
          <input id="adm-user-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={200} />
        </div>
        <div className="hg-field">
          <label htmlFor="adm-user-role">Role</label>
          <select
            id="adm-user-role"
            value={query.role}
            onChange={(event) => {
              setTokens([]);
              setQuery((current) => ({ ...current, role: event.target.value }));
            }}
          >
            <option value="">Any role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
            <option value="none">No role yet</option>
          </select>
        </div>
        <button type="submit" className="hg-button">
          Search
        </button>
      </form>
      <StatusMessage loading={accounts.loading} error={accounts.error} onRetry={accounts.reload} />
      {accounts.data ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="hg-visually-hidden">Accounts</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Role</th>
                <th scope="col">Organisation</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.users.length === 0 ? (
                <tr>
                  <td colSpan={7}>No account matches.</td>
                </tr>
              ) : (
                accounts.data.users.map((account) => (
                  <tr key={account.uid} data-testid="user-row">
                    <th scope="row">
                      {account.name ?? '—'}
                      <br />
                      <span className="adm-muted">{account.email ?? account.uid}</span>
                    </th>
                    <td>{account.role ?? <span className="adm-muted">none</span>}</td>
                    <td>{account.orgName ?? (account.orgId ? <span className="adm-muted">{account.orgId}</span> : '—')}</td>
                    <td>
                      {account.disabled ? <span className="adm-badge adm-badge--bad">Disabled</span> : <span className="adm-badge adm-badge--ok">Active</span>}{' '}
                      {account.emailVerified ? (
                        <span className="adm-badge adm-badge--info">Verified</span>
                      ) : (
                        <span className="adm-badge adm-badge--warn">Unverified</span>
                      )}
                    </td>
                    <td>{formatDate(account.createdAt)}</td>
                    <td>{formatDateTime(account.lastSignInAt)}</td>
                    <td>
                      <div className="adm-row-actions">
                        <button
                          type="button"
                          className="adm-small-button"
                          onClick={() => setPending({ kind: 'role', account })}
                          aria-label={`Change role of ${account.email ?? account.uid}`}
                        >
                          Change role
                        </button>
                        {account.uid === user?.uid ? null : (
                          <>
                            <button
                              type="button"
                              className="adm-small-button"
                              onClick={() => setPending({ kind: account.disabled ? 'enable' : 'disable', account })}
                            >
                              {account.disabled ? 'Enable' : 'Disable'}
                            </button>
                            <button type="button" className="adm-small-button adm-danger" onClick={() => setPending({ kind: 'delete', account })}>
                              Delete
                            </button>
                          </>
                        )}
                      </div>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="adm-pager">
        <button type="button" className="hg-button hg-button--secondary" disabled={tokens.length === 0} onClick={() => setTokens((list) => list.slice(0, -1))}>
          Previous page
        </button>
        <button
          type="button"
          className="hg-button hg-button--secondary"
          disabled={!accounts.data?.nextPageToken}
          onClick={() => accounts.data?.nextPageToken && setTokens((list) => [...list, accounts.data!.nextPageToken!])}
        >
          Next page
        </button>
        {accounts.data?.truncated ? <span className="adm-muted">Search stopped after 20,000 accounts: narrow it down.</span> : null}
      </div>

      {pending?.kind === 'role' ? (
        <ChangeRoleDialog account={pending.account} organizations={organizations.data ?? []} onClose={() => setPending(null)} onDone={done('Role changed.')} />
      ) : null}
      {pending?.kind === 'disable' || pending?.kind === 'enable' ? (
        <ConfirmDialog
          title={`${pending.kind === 'disable' ? 'Disable' : 'Enable'} ${pending.account.email ?? pending.account.uid}?`}
          confirmLabel={pending.kind === 'disable' ? 'Disable account' : 'Enable account'}
          danger={pending.kind === 'disable'}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await setDisabled(pending.account.uid, pending.kind === 'disable');
            done(pending.kind === 'disable' ? 'Account disabled and signed out.' : 'Account enabled.')();
          }}
        >
          <p>
            {pending.kind === 'disable' ? 'The account is signed out everywhere and cannot sign in until enabled again.' : 'The account can sign in again.'}
          </p>
        </ConfirmDialog>
      ) : null}
      {pending?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${pending.account.email ?? pending.account.uid}?`}
          confirmLabel="Delete account"
          danger
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await deleteAccount(pending.account.uid);
            done('Account deleted.')();
          }}
        >
          <p>
            The account, its resumes, practice sessions and directory entry are deleted; open applications are withdrawn and their resume copies erased. This
            cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
