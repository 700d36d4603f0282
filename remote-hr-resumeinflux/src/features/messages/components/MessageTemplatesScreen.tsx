import { useEffect, useId, useState } from 'react';
import { Loading, notify } from 'shared-ui';
import { MESSAGE_PLACEHOLDERS, MESSAGE_PLACEHOLDER_HINTS, MESSAGE_TEMPLATE_LABELS, fillTemplate, messageProblem, type PlaceholderValues } from 'shared-schemas';
import { fetchTemplates, resetTemplate, saveTemplate, type TemplateRow, type TemplateSet } from '../../../lib/stage-messages/messages-api';
import '../../../lib/stage-messages/messages.css';

/** Example applicant for the preview; the organisation's and sender's names are the real ones. */
const SAMPLE = { candidateName: 'Alex Morgan', jobTitle: 'Registered Nurse' };

function TemplateEditor({
  orgId,
  template,
  values,
  onSaved,
}: {
  orgId: string;
  template: TemplateRow;
  values: PlaceholderValues;
  onSaved(row: TemplateRow): void;
}) {
  const id = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = messageProblem({ subject, body });
  const changed = subject !== template.subject || body !== template.body;

  const run = async (action: () => Promise<TemplateRow>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const row = await action();
      setSubject(row.subject);
      setBody(row.body);
      onSaved(row);
      notify.success(done);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The template could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const label = MESSAGE_TEMPLATE_LABELS[template.kind];
  return (
    <section className="hg-card msg-template" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{label}</h2>
      <p className="hg-hint">{template.customised ? 'Your organisation’s version.' : 'The default: edit it to make it yours.'}</p>
      <div className="msg-template-grid">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => saveTemplate(orgId, template.kind, { subject, body }), `${label} template saved.`);
          }}
        >
          <div className="hg-field">
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input
              id={`${id}-subject`}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              disabled={busy}
              aria-describedby={`${id}-problem`}
            />
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-body`}>Message</label>
            <textarea
              id={`${id}-body`}
              rows={10}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              disabled={busy}
              aria-describedby={`${id}-problem`}
            />
          </div>
          <p id={`${id}-problem`} role={problem || error ? 'alert' : undefined} className={problem || error ? 'hg-error-text' : 'hg-hint'}>
            {error ?? problem ?? 'Ready to save.'}
          </p>
          <div className="hg-actions">
            <button type="submit" className="hg-button" disabled={busy || !changed}>
              Save {label.toLowerCase()} template
            </button>
            {template.customised ? (
              <button
                type="button"
                className="hg-button hg-button--ghost"
                disabled={busy}
                onClick={() => void run(() => resetTemplate(orgId, template.kind), `${label} template back to the default.`)}
              >
                Back to the default
              </button>
            ) : null}
          </div>
        </form>
        <div className="msg-preview" aria-label={`Preview of the ${label.toLowerCase()} message`} role="region">
          <h3 className="hg-visually-hidden">Preview</h3>
          <h4>{fillTemplate(subject, values)}</h4>
          <div>{fillTemplate(body, values)}</div>
        </div>
      </div>
    </section>
  );
}

/**
 * /resumeinflux/message-templates: the organisation's three message templates (invite to
 * interview, rejection, offer), each with a live preview. Moving an applicant to Interview,
 * Offer or Rejected offers the matching one.
 */
export function MessageTemplatesScreen({ orgId }: { orgId: string }) {
  const [set, setSet] = useState<TemplateSet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchTemplates(orgId).then(
      (answer) => live && setSet(answer),
      (error: Error) => live && setProblem(error.message),
    );
    return () => {
      live = false;
    };
  }, [orgId]);

  if (problem)
    return (
      <p role="alert" className="hg-error-text">
        {problem}
      </p>
    );
  if (!set) return <Loading />;
  const values: PlaceholderValues = { ...SAMPLE, organizationName: set.organizationName, senderName: set.senderName };
  const replace = (row: TemplateRow) =>
    setSet((current) => current && { ...current, templates: current.templates.map((entry) => (entry.kind === row.kind ? row : entry)) });
  return (
    <div className="msg-templates">
      <section className="hg-card" aria-label="Placeholders">
        <p>Placeholders are filled when a message is sent (the preview uses an example applicant):</p>
        <ul className="msg-placeholders">
          {MESSAGE_PLACEHOLDERS.map((name) => (
            <li key={name}>
              <code>{`{{${name}}}`}</code> {MESSAGE_PLACEHOLDER_HINTS[name]}
            </li>
          ))}
        </ul>
      </section>
      {set.templates.map((template) => (
        <TemplateEditor key={`${template.kind}-${template.customised}`} orgId={orgId} template={template} values={values} onSaved={replace} />
      ))}
    </div>
  );
}
