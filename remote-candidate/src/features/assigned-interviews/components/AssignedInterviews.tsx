import { useEffect, useState } from 'react';
import { subscribeAssignedInterviews, type AssignedInterview } from '../api/assigned-interviews-store';
import { AnswerInterview } from './AnswerInterview';

const when = (d: Date | null) => (d ? d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '—');

export function interviewState(i: AssignedInterview, now: number): { label: string; open: boolean } {
  if (i.status === 'completed') return { label: 'Submitted', open: false };
  if (i.status === 'cancelled') return { label: 'Cancelled', open: false };
  if (i.mode === 'live') return { label: `Live interview ${when(i.scheduledAt)}`, open: false };
  if (i.dueAt && i.dueAt.getTime() < now) return { label: 'Deadline passed', open: false };
  const answered = i.questions.filter((q) => i.answers[q.id]).length;
  return { label: answered ? `In progress: ${answered} of ${i.questions.length} answered` : 'Not started', open: true };
}

/**
 * The candidate's interviews from organisations they applied to: AI-led ones to answer before the
 * deadline, live ones with their time. Mount on the candidate dashboard.
 */
export function AssignedInterviews() {
  const [rows, setRows] = useState<AssignedInterview[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => subscribeAssignedInterviews(setRows, () => setProblem('Your interviews could not be loaded. Check your connection and reload.')), []);

  const open = rows?.find((r) => r.id === openId);
  if (open) return <AnswerInterview interview={open} onClose={() => setOpenId(null)} />;
  const now = Date.now();
  return (
    <section className="ai-interviews" aria-labelledby="assigned-interviews-title">
      <h2 id="assigned-interviews-title">Interviews</h2>
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {!rows && !problem ? (
        <p className="hg-hint" role="status">
          Loading your interviews…
        </p>
      ) : null}
      {rows && rows.length === 0 ? <p className="hg-hint">No interviews yet. When an employer invites you to an AI-led interview, it appears here.</p> : null}
      {rows && rows.length > 0 ? (
        <ul className="hg-grid">
          {rows.map((r) => {
            const state = interviewState(r, now);
            return (
              <li key={r.id} className="hg-card">
                <h3>{r.jobTitle}</h3>
                {r.orgName ? <p className="hg-hint">{r.orgName}</p> : null}
                <p>{r.mode === 'ai-async' ? `AI-led interview · ${r.questions.length} questions · answer by ${when(r.dueAt)}` : 'Live interview'}</p>
                <p>
                  <strong>{state.label}</strong>
                </p>
                {state.open ? (
                  <button type="button" className="hg-button" onClick={() => setOpenId(r.id)}>
                    {Object.keys(r.answers).length ? 'Continue the interview' : 'Start the interview'}
                    <span className="hg-visually-hidden">
                      {' '}
                      for {r.jobTitle}
                      {r.orgName ? ` at ${r.orgName}` : ''}
                    </span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
