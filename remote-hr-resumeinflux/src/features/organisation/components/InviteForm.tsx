import { useId, useState, type FormEvent } from 'react';
import { MEMBER_ROLES, type MemberRole } from 'shared-schemas';
import { notify } from 'shared-ui';
import { createInvite } from '../api/organisation-api';
import { rememberInviteLink } from '../utils/invite-links';
import { inviteEmailProblem } from '../utils/pending-invites';
import type { CreatedInvite } from '../types/organisation';
import { InviteLink } from './InviteLink';

/** Invite an HR colleague or an interviewer; the one-time link is shown since no mail is sent locally. */
export function InviteForm({ orgId }: { orgId: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('Interviewer');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<(CreatedInvite & { email: string }) | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailProblem = inviteEmailProblem(email);
    if (emailProblem) return setProblem(emailProblem);
    setBusy(true);
    setProblem(null);
    try {
      const invite = await createInvite(orgId, email.trim(), role);
      rememberInviteLink(invite.inviteId, invite.link);
      setCreated({ ...invite, email: email.trim() });
      setEmail('');
      notify.success('Invitation created.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The invitation could not be created.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite a colleague</h2>
      <form className="org-invite-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className="hg-field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="hg-field">
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {option === 'HR' ? 'HR (full access)' : 'Interviewer (assigned applicants)'}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="hg-button" disabled={busy}>
          {busy ? 'Inviting…' : 'Send invitation'}
        </button>
      </form>
      {problem ? (
        <p id={`${id}-problem`} className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {created ? (
        <div className="org-created" role="status">
          <p>
            Invitation for <strong>{created.email}</strong> created. It works once and only for that address.
          </p>
          <InviteLink link={created.link} />
        </div>
      ) : null}
    </section>
  );
}
