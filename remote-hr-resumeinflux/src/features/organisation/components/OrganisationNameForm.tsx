import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ORGANIZATION_NAME_MAX } from 'shared-schemas';
import { notify } from 'shared-ui';
import { subscribeOrganisationName } from '../api/members-store';
import { renameOrganisation } from '../api/organisation-api';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The organisation's name, as candidates see it on every job and interview. Renaming goes through
 * the api (Firestore refuses it from the browser), which rewrites the name on those too.
 */
export function OrganisationNameForm({ orgId }: { orgId: string }) {
  const id = useId();
  const [current, setCurrent] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Follow the stored name (a colleague may rename it) until the person starts typing.
  const edited = useRef(false);
  useEffect(
    () =>
      subscribeOrganisationName(
        orgId,
        (stored) => {
          setCurrent(stored);
          if (!edited.current) setName(stored);
        },
        () => setProblem('The organisation name cannot be read right now.'),
      ),
    [orgId],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.replace(/\s+/g, ' ').trim();
    if (!trimmed) return setProblem('Enter your organisation’s name.');
    if (trimmed.length > ORGANIZATION_NAME_MAX) return setProblem(`The organisation name is too long (at most ${ORGANIZATION_NAME_MAX} characters).`);
    if (trimmed === current) return setProblem('That is already the organisation’s name.');
    setBusy(true);
    setProblem(null);
    try {
      const renamed = await renameOrganisation(orgId, trimmed);
      edited.current = false;
      setName(renamed.name);
      notify.success(
        `Renamed to ${renamed.name}. ${count(renamed.jobsUpdated, 'job', 'jobs')} and ${count(renamed.interviewsUpdated, 'interview', 'interviews')} now show the new name.`,
      );
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The organisation could not be renamed.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Organisation name</h2>
      <p className="hg-hint">Candidates see this name on your jobs and interviews.</p>
      <form className="org-invite-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className="hg-field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={ORGANIZATION_NAME_MAX + 20}
            disabled={current === null}
            onChange={(event) => {
              edited.current = true;
              setName(event.target.value);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <button type="submit" className="hg-button" disabled={busy || current === null}>
          {busy ? 'Renaming…' : 'Rename'}
        </button>
      </form>
      {problem ? (
        <p id={`${id}-problem`} className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
