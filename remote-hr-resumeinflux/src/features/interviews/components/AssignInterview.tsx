import { useEffect, useId, useState, type FormEvent } from 'react';
import type { InterviewMode } from 'shared-schemas';
import { notify } from 'shared-ui';
import { assignInterview } from '../api/assign-interview';
import { loadInterviewers, type InterviewerOption } from '../api/interviews-store';
import { subscribeKits, type KitRow } from '../api/kits-store';
import '../interviews.css';

/** "YYYY-MM-DDTHH:mm" for a datetime-local input, `days` from now at 17:00 local. */
function defaultTime(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setHours(17, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Assign an applicant to interviewers with a kit: AI-led (the candidate answers before a deadline) or live. */
export function AssignInterview({
  orgId,
  applicationId,
  jobId,
  hasCandidateAccount,
  onAssigned,
}: {
  orgId: string;
  applicationId: string;
  jobId: string;
  hasCandidateAccount: boolean;
  onAssigned?: (interviewId: string) => void;
}) {
  const id = useId();
  const [kits, setKits] = useState<KitRow[] | null>(null);
  const [people, setPeople] = useState<InterviewerOption[] | null>(null);
  const [kitId, setKitId] = useState('');
  const [panel, setPanel] = useState<string[]>([]);
  const [mode, setMode] = useState<InterviewMode>(hasCandidateAccount ? 'ai-async' : 'live');
  const [at, setAt] = useState(() => defaultTime(hasCandidateAccount ? 7 : 2));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () =>
      subscribeKits(
        orgId,
        jobId,
        (rows) => {
          setKits(rows);
          setKitId((current) => current || rows[0]?.id || '');
        },
        () => setProblem('Kits could not be loaded.'),
      ),
    [orgId, jobId],
  );
  useEffect(() => {
    loadInterviewers(orgId).then(setPeople, () => setProblem('Interviewers could not be loaded.'));
  }, [orgId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kitId) return setProblem('Choose a kit (create one for this job first).');
    if (!panel.length) return setProblem('Choose at least one interviewer.');
    const when = new Date(at);
    if (Number.isNaN(when.getTime()) || when.getTime() <= Date.now())
      return setProblem(mode === 'ai-async' ? 'The deadline must be in the future.' : 'The interview time must be in the future.');
    setBusy(true);
    setProblem(null);
    try {
      const { id: interviewId } = await assignInterview({ applicationId, kitId, mode, interviewerUids: panel, at: when.toISOString() });
      notify.success(mode === 'ai-async' ? 'AI-led interview assigned: the candidate sees it on their dashboard.' : 'Live interview scheduled.');
      setPanel([]);
      onAssigned?.(interviewId);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The interview could not be assigned.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hg-card hr-assign" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Assign an interview</h3>
      <div className="hg-field">
        <label htmlFor={`${id}-kit`}>Kit</label>
        {kits && kits.length === 0 ? (
          <p className="hg-hint">No kit for this job yet: create one on the job first.</p>
        ) : (
          <select id={`${id}-kit`} value={kitId} onChange={(e) => setKitId(e.target.value)}>
            {(kits ?? []).map((k) => (
              <option key={k.id} value={k.id}>
                {k.title} ({k.questions.length} questions)
              </option>
            ))}
          </select>
        )}
      </div>
      <fieldset className="hr-assign-group">
        <legend>Interviewers</legend>
        {people === null ? (
          <p className="hg-hint" role="status">
            Loading interviewers…
          </p>
        ) : null}
        {people?.length === 0 ? <p className="hg-hint">No interviewers in your organisation yet: invite one from Members.</p> : null}
        {people?.map((p) => (
          <label key={p.uid} className="hr-assign-option">
            <input
              type="checkbox"
              checked={panel.includes(p.uid)}
              onChange={(e) => setPanel(e.target.checked ? [...panel, p.uid] : panel.filter((u) => u !== p.uid))}
            />
            {p.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="hr-assign-group">
        <legend>Kind of interview</legend>
        <label className="hr-assign-option">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'ai-async'}
            disabled={!hasCandidateAccount}
            onChange={() => {
              setMode('ai-async');
              setAt(defaultTime(7));
            }}
          />
          AI-led: the candidate answers in their dashboard before a deadline
        </label>
        <label className="hr-assign-option">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'live'}
            onChange={() => {
              setMode('live');
              setAt(defaultTime(2));
            }}
          />
          Live: the interviewers take notes per question
        </label>
        {!hasCandidateAccount ? (
          <p className="hg-hint">AI-led interviews need a candidate with a HireGen account; this applicant came from an upload.</p>
        ) : null}
      </fieldset>
      <div className="hg-field">
        <label htmlFor={`${id}-at`}>{mode === 'ai-async' ? 'Deadline' : 'Interview time'}</label>
        <input id={`${id}-at`} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </div>
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="hg-button" disabled={busy}>
        {busy ? 'Assigning…' : 'Assign interview'}
      </button>
    </form>
  );
}
