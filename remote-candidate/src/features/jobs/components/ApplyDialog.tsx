import { useEffect, useRef, useState } from 'react';
import type { OpenJob } from '../../../lib/open-jobs';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import type { ApplicationMatch } from 'shared-schemas';
import { apply, previewMatch } from '../../../lib/applications/applications';
import { ResumeSelect } from '../../../components/ResumeSelect';

type Preview = { state: 'loading' } | { state: 'ready'; match: ApplicationMatch } | { state: 'failed'; message: string };

/**
 * Apply with a chosen resume. Says plainly what is shared: a copy of that resume, with this
 * organisation only, taken now (later edits are not sent).
 */
export function ApplyDialog({
  job,
  resumes,
  defaultResumeId,
  onClose,
  onApplied,
}: {
  job: OpenJob;
  resumes: ResumeRecord[];
  defaultResumeId: string | null;
  onClose: () => void;
  onApplied: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [resumeId, setResumeId] = useState(defaultResumeId ?? resumes[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });

  // The match for the resume chosen, worked out by the api as applying will store it: a new
  // choice asks again, and an answer for an earlier choice is dropped.
  useEffect(() => {
    if (!resumeId) return;
    const controller = new AbortController();
    setPreview({ state: 'loading' });
    previewMatch(job.id, resumeId, controller.signal).then(
      (match) => !controller.signal.aborted && setPreview({ state: 'ready', match }),
      (e: unknown) =>
        !controller.signal.aborted && setPreview({ state: 'failed', message: e instanceof Error ? e.message : 'The match could not be worked out.' }),
    );
    return () => controller.abort();
  }, [job.id, resumeId]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await apply(job.id, resumeId);
      onApplied();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The application could not be sent.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="rb-dialog" aria-labelledby="apply-title" onCancel={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="apply-title">
          Apply: {job.title}
          {job.orgName ? ` at ${job.orgName}` : ''}
        </h2>
        <ResumeSelect id="apply-resume" label="Resume to send" resumes={resumes} value={resumeId} onChange={setResumeId} />
        <div className="rb-apply-match" aria-live="polite">
          {preview.state === 'loading' ? (
            <p className="hg-hint">Working out this resume's match…</p>
          ) : preview.state === 'failed' ? (
            <p className="hg-error-text">{preview.message}</p>
          ) : (
            <p data-testid="apply-match" data-score={preview.match.score}>
              Match with this resume: <strong>{preview.match.score}</strong> out of 100. This is the match {job.orgName || 'the employer'} sees.
            </p>
          )}
          {defaultResumeId && resumeId !== defaultResumeId ? (
            // The list ranks jobs by the primary resume; the figure above is for this one.
            <p className="hg-hint">The match in your job list is for “{resumes.find((r) => r.id === defaultResumeId)?.title ?? 'your primary resume'}”.</p>
          ) : null}
        </div>
        <p className="rb-consent">
          A copy of this resume as it is now goes to {job.orgName || 'this employer'} only, with your match to the job. Later edits are not sent. You can
          withdraw at any time.
        </p>
        {error ? (
          <p role="alert" className="hg-error-text">
            {error}
          </p>
        ) : null}
        <div className="rb-row">
          <button type="submit" className="hg-button" disabled={busy || !resumeId}>
            {busy ? 'Sending…' : 'Send application'}
          </button>
          <button type="button" className="hg-button hg-button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
