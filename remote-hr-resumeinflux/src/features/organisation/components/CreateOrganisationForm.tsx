import { useId, useState, type FormEvent } from 'react';
import { ORGANIZATION_NAME_MAX } from 'shared-schemas';
import { notify } from 'shared-ui';
import { createOrganisation } from '../api/organisation-api';

/** Onboarding step 2: name the organisation (or join one through a colleague's invite link). */
export function CreateOrganisationForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Enter your organisation’s name.');
    if (trimmed.length > ORGANIZATION_NAME_MAX) return setProblem(`Use at most ${ORGANIZATION_NAME_MAX} characters.`);
    setBusy(true);
    setProblem(null);
    try {
      await createOrganisation(trimmed);
      // The api set the orgId claim: only a fresh token carries it.
      await onCreated();
      notify.success(`${trimmed} is ready.`);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The organisation could not be created. Please try again.');
      setBusy(false);
    }
  };

  return (
    <section className="hg-card org-step" aria-labelledby={`${id}-title`}>
      <p className="org-step-count">Step 2 of 2</p>
      <h2 id={`${id}-title`}>Create your organisation</h2>
      <p>Your jobs, applicants and notes belong to your organisation; you can invite HR colleagues and interviewers next.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="org-form" aria-busy={busy}>
        <div className="hg-field">
          <label htmlFor={`${id}-name`}>Organisation name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={ORGANIZATION_NAME_MAX}
            autoComplete="organization"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          {problem ? (
            <p id={`${id}-problem`} className="hg-error-text">
              {problem}
            </p>
          ) : null}
        </div>
        <button type="submit" className="hg-button" disabled={busy}>
          {busy ? 'Creating…' : 'Create organisation'}
        </button>
      </form>
      <p className="hg-hint">Joining an existing team? Open the invite link a colleague sent you instead.</p>
    </section>
  );
}
