import { useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_TEMPLATE_LABELS, fillTemplate, messageProblem, type MessageTemplateKind } from 'shared-schemas';
import { fetchTemplates } from './messages-api';
import './messages.css';

export interface StageMessageChoice {
  /** null: move without a message. */
  message: { kind: MessageTemplateKind; subject: string; body: string } | null;
}

/**
 * Moving a card to a stage with a template (Interview, Offer, Rejected) offers the filled message:
 * editable, then "Send" (the api moves and sends in one transaction) or "Move without message".
 * Cancel (or Escape) leaves the applicant where they were.
 */
export function StageMessageDialog({
  orgId,
  kind,
  applicant,
  stageLabel,
  canMessage,
  onChoose,
  onCancel,
}: {
  orgId: string;
  kind: MessageTemplateKind;
  applicant: { name: string; jobTitle: string };
  stageLabel: string;
  /** False for an uploaded resume with no account and no email: only moving is offered. */
  canMessage: boolean;
  onChoose(choice: StageMessageChoice): Promise<void>;
  onCancel(): void;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [subject, setSubject] = useState<string | null>(null);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  useEffect(() => {
    if (!canMessage) return undefined;
    let live = true;
    fetchTemplates(orgId).then(
      (set) => {
        if (!live) return;
        const template = set.templates.find((entry) => entry.kind === kind);
        const values = { candidateName: applicant.name, jobTitle: applicant.jobTitle, organizationName: set.organizationName, senderName: set.senderName };
        setSubject(fillTemplate(template?.subject ?? '', values));
        setBody(fillTemplate(template?.body ?? '', values));
      },
      (error: Error) => live && setProblem(`${error.message} You can still move without a message.`),
    );
    return () => {
      live = false;
    };
  }, [orgId, kind, applicant.name, applicant.jobTitle, canMessage]);

  const choose = async (choice: StageMessageChoice) => {
    if (choice.message) {
      const invalid = messageProblem(choice.message);
      if (invalid) return setProblem(invalid);
    }
    setBusy(true);
    setProblem(null);
    try {
      await onChoose(choice);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'That did not work. Please try again.');
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="msg-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>
        Move {applicant.name} to {stageLabel}
      </h2>
      {canMessage ? (
        <>
          <p className="hg-hint">
            {MESSAGE_TEMPLATE_LABELS[kind]} message, filled from your template. Edit it before sending; the candidate reads it in their HireGen inbox and by
            email.
          </p>
          {subject === null && !problem ? <p role="status">Loading the template…</p> : null}
          {subject !== null ? (
            <>
              <div className="hg-field">
                <label htmlFor={`${id}-subject`}>Subject</label>
                <input id={`${id}-subject`} value={subject} onChange={(event) => setSubject(event.target.value)} disabled={busy} />
              </div>
              <div className="hg-field">
                <label htmlFor={`${id}-body`}>Message</label>
                <textarea id={`${id}-body`} rows={10} value={body} onChange={(event) => setBody(event.target.value)} disabled={busy} />
              </div>
            </>
          ) : null}
        </>
      ) : (
        <p>This applicant was uploaded and has no HireGen account or email address, so no message can be sent.</p>
      )}
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      <div className="hg-actions">
        {canMessage ? (
          <button
            type="button"
            className="hg-button"
            disabled={busy || subject === null}
            aria-busy={busy}
            onClick={() => void choose({ message: { kind, subject: subject ?? '', body } })}
          >
            {busy ? 'Working…' : 'Send'}
          </button>
        ) : null}
        <button type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => void choose({ message: null })}>
          Move without message
        </button>
        <button type="button" className="hg-button hg-button--ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
