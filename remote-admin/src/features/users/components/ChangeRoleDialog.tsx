import { useState } from 'react';
import { ROLES } from 'shared-auth';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { OrganizationRow } from 'shared-schemas';
import { changeAccess } from '../api/users-api';
import type { AccountRow } from '../types/users';

const NEEDS_ORG = new Set(['HR', 'Interviewer']);

/** Picks a role (and, for HR and Interviewer, an organisation), then asks to confirm. */
export function ChangeRoleDialog({
  account,
  organizations,
  onDone,
  onClose,
}: {
  account: AccountRow;
  organizations: OrganizationRow[];
  onDone(): void;
  onClose(): void;
}) {
  const [role, setRole] = useState(account.role ?? 'Candidate');
  const [orgId, setOrgId] = useState(account.orgId ?? organizations[0]?.id ?? '');
  const needsOrg = NEEDS_ORG.has(role);
  return (
    <ConfirmDialog
      title={`Change the role of ${account.email ?? account.uid}`}
      confirmLabel="Change role"
      onClose={onClose}
      onConfirm={async () => {
        if (needsOrg && !orgId) throw new Error('Choose an organisation for this role.');
        await changeAccess(account.uid, role, needsOrg ? orgId : null);
        onDone();
      }}
    >
      <div className="hg-field">
        <label htmlFor="adm-role">Role</label>
        <select id="adm-role" value={role} onChange={(event) => setRole(event.target.value)}>
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {needsOrg ? (
        <div className="hg-field">
          <label htmlFor="adm-org">Organisation</label>
          <select id="adm-org" value={orgId} onChange={(event) => setOrgId(event.target.value)}>
            {organizations.map((org) => (
              <option key={org.id} value={org.id}>
                {org.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="hg-hint">
        Now {account.role ?? 'no role'}
        {account.orgName ? ` at ${account.orgName}` : ''}. When a right is taken away the account is signed out everywhere and must sign in again. The change is
        recorded in the audit log.
      </p>
    </ConfirmDialog>
  );
}
