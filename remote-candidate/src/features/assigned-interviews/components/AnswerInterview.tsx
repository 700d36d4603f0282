import { useEffect, useId, useRef, useState } from 'react';
import { INTERVIEW_LIMITS } from 'shared-schemas';
import { notify } from 'shared-ui';
import { completeInterview, saveAnswer, type AssignedInterview } from '../api/assigned-interviews-store';
import '../assigned-interviews.css';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Answering an AI-led interview: one question at a time, each answer saved as it is given, then submit. */
export function AnswerInterview({ interview, onClose }: { interview: AssignedInterview; onClose: () => void }) {
  const id = useId();
  const firstOpen = interview.questions.findIndex((q) => !interview.answers[q.id]);
  const [index, setIndex] = useState(firstOpen < 0 ? interview.questions.length : firstOpen);
  const [text, setText] = useState('');
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const question = interview.questions[index];

  useEffect(() => {
    setText(question ? (interview.answers[question.id]?.text ?? '') : '');
    setShownAt(Date.now());
    heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset per question only
  }, [index]);

  useEffect(() => {
    const t = window.setInterval(() => setElapsed(Math.floor((Date.now() - shownAt) / 1000)), 1000);
    return () => window.clearInterval(t);
  }, [shownAt]);

  async function save() {
    if (!question) return;
    if (!text.trim()) return setProblem('Write an answer first.');
    setBusy(true);
    setProblem(null);
    try {
      const first = Object.keys(interview.answers).length === 0 && index === 0;
      await saveAnswer(interview.id, question.id, text.trim(), Math.max(1, Math.round((Date.now() - shownAt) / 1000)), first);
      setIndex(index + 1);
    } catch {
      setProblem(
        interview.dueAt && interview.dueAt.getTime() < Date.now()
          ? 'The deadline has passed: answers can no longer be saved.'
          : 'Your answer could not be saved. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    setBusy(true);
    try {
      await completeInterview(interview.id);
      notify.success('Interview submitted. The hiring team will review it.');
      onClose();
    } catch {
      setProblem('The interview could not be submitted. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  const total = interview.questions.length;
  return (
    <section className="hg-card ai-answer" aria-labelledby={`${id}-title`}>
      <p className="hg-hint">
        {interview.jobTitle}
        {interview.orgName ? ` at ${interview.orgName}` : ''} · answer by{' '}
        {interview.dueAt?.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) ?? '—'}
      </p>
      <progress max={total} value={Math.min(index, total)} aria-label={`${Math.min(index, total)} of ${total} questions answered`} />
      {question ? (
        <>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            Question {index + 1} of {total}: {question.text}
          </h2>
          <div className="hg-field">
            <label htmlFor={`${id}-answer`}>Your answer</label>
            <textarea
              id={`${id}-answer`}
              rows={8}
              maxLength={INTERVIEW_LIMITS.answerText}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${id}-timer`}
            />
          </div>
          <p id={`${id}-timer`} className="hg-hint ai-answer-timer">
            Time on this question: {clock(elapsed)} · a good answer takes one to two minutes: the situation, what you did, the result
          </p>
          {problem ? (
            <p className="hg-error-text" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="hg-actions">
            <button type="button" className="hg-button" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : index + 1 < total ? 'Save and next question' : 'Save answer'}
            </button>
            {index > 0 ? (
              <button type="button" className="hg-button hg-button--ghost" disabled={busy} onClick={() => setIndex(index - 1)}>
                Previous question
              </button>
            ) : null}
            <button type="button" className="hg-button hg-button--ghost" onClick={onClose}>
              Continue later
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            All {total} questions answered
          </h2>
          <p>Submit when you are ready. After submitting you cannot change your answers.</p>
          {problem ? (
            <p className="hg-error-text" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="hg-actions">
            <button type="button" className="hg-button" disabled={busy} onClick={() => void submit()}>
              {busy ? 'Submitting…' : 'Submit interview'}
            </button>
            <button type="button" className="hg-button hg-button--ghost" disabled={busy} onClick={() => setIndex(total - 1)}>
              Review the last answer
            </button>
          </div>
        </>
      )}
    </section>
  );
}
