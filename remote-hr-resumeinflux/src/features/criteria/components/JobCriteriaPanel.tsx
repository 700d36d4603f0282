import { useEffect, useId, useState } from 'react';
import { CRITERIA_LIMITS, jobCriteriaProblem, type JobCriterion } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import { fetchCriteriaSuggestions, saveJobCriteria } from '../api/criteria-api';
import { useJobCriteria } from '../hooks/useCriteriaLive';
import { KIND_LABELS } from '../utils/criteria-filter';
import './criteria.css';

interface DraftCriterion {
  id: string;
  text: string;
  kind?: string;
}

let drafted = 0;
/** An id for a criterion HR adds (the api's pattern: letters, digits, - and _). */
const newId = () => `own-${Date.now().toString(36)}-${(drafted += 1)}`;

/**
 * The job's review criteria on its page: suggested from the posting, edited, added and removed
 * by HR, saved through the api (which then reviews every applicant against them).
 */
export function JobCriteriaPanel({ jobId }: { jobId: string }) {
  const id = useId();
  const { value: saved, problem } = useJobCriteria(jobId);
  const [draft, setDraft] = useState<DraftCriterion[] | null>(null);
  const [busy, setBusy] = useState<'suggest' | 'save' | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The saved list is the draft until HR changes something.
  useEffect(() => {
    if (saved !== undefined && draft === null) setDraft(saved?.criteria.map(({ id: cid, text, kind }) => ({ id: cid, text, kind })) ?? []);
  }, [saved, draft]);

  const list = draft ?? [];
  const dirty =
    JSON.stringify(list.map(({ id: cid, text }) => ({ id: cid, text }))) !==
    JSON.stringify((saved?.criteria ?? []).map(({ id: cid, text }) => ({ id: cid, text })));
  const full = list.length >= CRITERIA_LIMITS.maxCriteria;

  const edit = (index: number, text: string) => setDraft(list.map((c, i) => (i === index ? { id: c.id, text } : c)));
  const remove = (index: number) => setDraft(list.filter((_, i) => i !== index));
  const add = () => {
    setDraft([...list, { id: newId(), text: '' }]);
    // Focus the new field once it exists.
    requestAnimationFrame(() => document.getElementById(`${id}-c${list.length}`)?.focus());
  };

  const suggest = async () => {
    setBusy('suggest');
    setError(null);
    try {
      const { criteria } = await fetchCriteriaSuggestions(jobId);
      const known = new Set(list.map((c) => c.text.trim().toLowerCase()));
      const fresh = criteria.filter((c: JobCriterion) => !known.has(c.text.toLowerCase()));
      setDraft(
        [...list, ...fresh.map(({ id: cid, text, kind }) => ({ id: list.some((c) => c.id === cid) ? newId() : cid, text, kind }))].slice(
          0,
          CRITERIA_LIMITS.maxCriteria,
        ),
      );
      notify.success(
        fresh.length
          ? `${fresh.length} suggestion${fresh.length === 1 ? '' : 's'} added from the posting: check them, then save.`
          : 'No new suggestions: the posting asks for nothing more.',
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Suggestions are not available right now.');
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const checked = jobCriteriaProblem({ criteria: list.map(({ id: cid, text }) => ({ id: cid, text })) });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setBusy('save');
    setError(null);
    try {
      const answer = await saveJobCriteria(jobId, checked.value);
      setDraft(answer.criteria.map(({ id: cid, text, kind }) => ({ id: cid, text, kind })));
      notify.success(`Criteria saved: ${answer.reviewed} applicant${answer.reviewed === 1 ? '' : 's'} reviewed.`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The criteria could not be saved.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="hg-card cr-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Review criteria</h2>
      <p className="hg-hint">
        Each applicant gets met, not met or unclear per criterion, with the resume sentence that decides it. At most {CRITERIA_LIMITS.maxCriteria},{' '}
        {CRITERIA_LIMITS.maxChars} characters each.
      </p>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {saved === undefined && !problem ? (
        <Loading />
      ) : (
        <>
          {list.length === 0 ? <p>No criteria yet. Suggest them from the posting, or add your own.</p> : null}
          <ol className="cr-list">
            {list.map((criterion, index) => (
              <li key={criterion.id} className="cr-row">
                <div className="hg-field cr-field">
                  <label htmlFor={`${id}-c${index}`}>Criterion {index + 1}</label>
                  <input
                    id={`${id}-c${index}`}
                    type="text"
                    value={criterion.text}
                    maxLength={CRITERIA_LIMITS.maxChars}
                    aria-describedby={criterion.kind ? `${id}-k${index}` : undefined}
                    onChange={(event) => edit(index, event.target.value)}
                  />
                  {criterion.kind ? (
                    <span id={`${id}-k${index}`} className="cr-kind">
                      {KIND_LABELS[criterion.kind] ?? criterion.kind}
                    </span>
                  ) : null}
                </div>
                <button type="button" className="hg-button hg-button--ghost" aria-label={`Remove criterion ${index + 1}`} onClick={() => remove(index)}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
          {error ? (
            <p role="alert" className="hg-error-text">
              {error}
            </p>
          ) : null}
          <div className="cr-actions">
            <button type="button" className="hg-button hg-button--secondary" onClick={() => void suggest()} disabled={busy !== null || full}>
              {busy === 'suggest' ? 'Reading the posting…' : 'Suggest from the posting'}
            </button>
            <button type="button" className="hg-button hg-button--secondary" onClick={add} disabled={busy !== null || full}>
              Add criterion
            </button>
            <button type="button" className="hg-button" onClick={() => void save()} disabled={busy !== null || !dirty}>
              {busy === 'save' ? 'Saving and reviewing…' : 'Save criteria'}
            </button>
          </div>
          {full ? <p className="hg-hint">{CRITERIA_LIMITS.maxCriteria} criteria is the most a job can have.</p> : null}
        </>
      )}
    </section>
  );
}
