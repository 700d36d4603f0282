import { useState } from 'react';
import { MEMBER_ROLES, type MemberRole } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { changeMemberRole, removeMember, revokeInvite } from '../api/organisation-api';
import { useOrganisationPeople } from '../hooks/useOrganisationPeople';
import { inviteLinkFor } from '../utils/invite-links';
import { pendingInvites } from '../utils/pending-invites';
import type { MemberRow, OrgContext } from '../types/organisation';
import { InviteForm } from './InviteForm';
import { InviteLink } from './InviteLink';
import { OrganisationNameForm } from './OrganisationNameForm';
import './organisation.css';

/** Members page: who is in the organisation, their roles, removal, invitations, and its name. */
export function MembersScreen({ org }: { org: OrgContext }) {
  const { members, invites, problem } = useOrganisationPeople(org.orgId, true);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (key: string, action: () => Promise<void>, done: string) => {
    setBusyId(key);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setBusyId(null);
    }
  };

  const onRole = (member: MemberRow, role: MemberRole) =>
    void run(member.uid, () => changeMemberRole(org.orgId, member.uid, role), `${member.name ?? member.email} is now ${role}. They sign in again to use it.`);
  const onRemove = (member: MemberRow) => {
    if (!window.confirm(`Remove ${member.name ?? member.email} from the organisation?`)) return;
    void run(member.uid, () => removeMember(org.orgId, member.uid), `${member.name ?? member.email} was removed.`);
  };

  const pending = invites ? pendingInvites(invites) : [];
  const sorted = [...(members ?? [])].sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email));

  return (
    <div className="org-members">
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      <section className="hg-card" aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        {!members ? (
          <Loading />
        ) : (
          <div className="org-table-wrap">
            <table className="org-table org-table--stacks" data-testid="org-members">
              <caption className="hg-visually-hidden">Members of your organisation</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                  <th scope="col">
                    <span className="hg-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((member) => {
                  const self = member.uid === org.uid;
                  const label = member.name ?? member.email;
                  return (
                    <tr key={member.uid}>
                      <th scope="row">
                        {label}
                        {self ? ' (you)' : ''}
                      </th>
                      <td data-label="Email">{member.email}</td>
                      <td data-label="Role">
                        <select
                          aria-label={`Role of ${label}`}
                          value={member.role}
                          disabled={self || busyId === member.uid}
                          onChange={(event) => onRole(member, event.target.value as MemberRole)}
                        >
                          {MEMBER_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {role}
                            </option>
                          ))}
                        </select>
                      </td>
                      <td data-label="Joined">{formatDate(member.joinedAt)}</td>
                      <td className="org-table-actions">
                        {self ? null : (
                          <button type="button" className="hg-button hg-button--ghost" disabled={busyId === member.uid} onClick={() => onRemove(member)}>
                            Remove <span className="hg-visually-hidden">{label}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <InviteForm orgId={org.orgId} />
      <OrganisationNameForm orgId={org.orgId} />
      <section className="hg-card" aria-labelledby="invites-title">
        <h2 id="invites-title">Pending invitations</h2>
        {!invites ? (
          <Loading />
        ) : pending.length === 0 ? (
          <p>No invitation is waiting.</p>
        ) : (
          <ul className="org-pending">
            {pending.map((invite) => {
              const link = inviteLinkFor(invite.id);
              return (
                <li key={invite.id}>
                  <p>
                    <strong>{invite.email}</strong> as {invite.role} · expires {formatDateTime(invite.expiresAt)}
                  </p>
                  {link ? (
                    <InviteLink link={link} />
                  ) : (
                    <p className="hg-hint">The link was shown to whoever created it; revoke and invite again for a new one.</p>
                  )}
                  <button
                    type="button"
                    className="hg-button hg-button--ghost"
                    disabled={busyId === invite.id}
                    onClick={() => void run(invite.id, () => revokeInvite(org.orgId, invite.id), `The invitation for ${invite.email} was revoked.`)}
                  >
                    Revoke <span className="hg-visually-hidden">the invitation for {invite.email}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
