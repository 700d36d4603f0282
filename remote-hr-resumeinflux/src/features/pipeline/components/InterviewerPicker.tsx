import { useEffect, useId, useState } from 'react';
import { notify } from 'shared-ui';
import { setInterviewers } from '../api/applications-store';
import type { MemberRow } from '../types/pipeline';

/** Assigns the organisation's interviewers to the applicant (they alone of the interviewers read it). */
export function InterviewerPicker({ applicationId, assigned, members }: { applicationId: string; assigned: string[]; members: MemberRow[] }) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(assigned);
  const [busy, setBusy] = useState(false);
  const assignedKey = assigned.join(',');
  useEffect(() => setChosen(assignedKey ? assignedKey.split(',') : []), [assignedKey]);
  const interviewers = members.filter((member) => member.role === 'Interviewer').sort((a, b) => (a.name ?? a.email).localeCompare(b.name ?? b.email));
  const changed = [...chosen].sort().join(',') !== [...assigned].sort().join(',');

  const save = async () => {
    setBusy(true);
    try {
      await setInterviewers(applicationId, chosen);
      notify.success('Interviewers saved.');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The interviewers could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Interviewers</h2>
      {interviewers.length === 0 ? (
        <p>Your organisation has no interviewers yet. Invite one from the Members page.</p>
      ) : (
        <>
          <ul className="pl-picker" aria-label="Interviewers to assign">
            {interviewers.map((member) => (
              <li key={member.uid}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(member.uid)}
                    onChange={(event) =>
                      setChosen((current) => (event.target.checked ? [...current, member.uid] : current.filter((uid) => uid !== member.uid)))
                    }
                  />{' '}
                  {member.name ?? member.email}
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className="hg-button hg-button--secondary" disabled={busy || !changed} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save interviewers'}
          </button>
        </>
      )}
    </section>
  );
}
