import { useId, useState, type FormEvent } from 'react';
import { NOTE_TEXT_MAX } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import { formatDateTime } from '../../../lib/date-format';
import { addNote } from '../api/notes-store';
import { useNotes } from '../hooks/usePipelineData';
import { memberRatings } from '../utils/ratings';
import type { PipelineActor } from '../types/pipeline';

const RATINGS = [1, 2, 3, 4, 5] as const;
const RATING_WORDS = ['', 'Strong no', 'No', 'Unsure', 'Yes', 'Strong yes'];

/** Notes on the applicant, with each member's 1–5 rating (their latest) and the average. */
export function NotesPanel({ applicationId, actor }: { applicationId: string; actor: PipelineActor }) {
  const id = useId();
  const { value: notes, problem } = useNotes(applicationId);
  const [text, setText] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const ratings = memberRatings(notes ?? []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setFormProblem('Write a note first.');
    if (trimmed.length > NOTE_TEXT_MAX) return setFormProblem(`Use at most ${NOTE_TEXT_MAX.toLocaleString('en')} characters.`);
    setBusy(true);
    setFormProblem(null);
    try {
      await addNote(applicationId, actor, trimmed, rating);
      setText('');
      setRating(null);
      notify.success('Note added.');
    } catch (error) {
      setFormProblem(error instanceof Error ? error.message : 'The note could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hg-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Notes and ratings</h2>
      <p>
        {ratings.average === null
          ? 'No ratings yet.'
          : `Average rating ${ratings.average} of 5 from ${ratings.byMember.size} member${ratings.byMember.size === 1 ? '' : 's'}.`}
        {ratings.byMember.has(actor.uid) ? ` Your rating: ${ratings.byMember.get(actor.uid)}.` : ''}
      </p>
      <form className="pl-note-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <div className="hg-field">
          <label htmlFor={`${id}-text`}>Your note</label>
          <textarea
            id={`${id}-text`}
            rows={4}
            maxLength={NOTE_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={formProblem ? `${id}-problem` : undefined}
          />
        </div>
        <fieldset className="pl-rating">
          <legend>Your rating (optional; your latest counts)</legend>
          {RATINGS.map((value) => (
            <label key={value}>
              <input type="radio" name={`${id}-rating`} value={value} checked={rating === value} onChange={() => setRating(value)} /> {value} –{' '}
              {RATING_WORDS[value]}
            </label>
          ))}
          {rating !== null ? (
            <button type="button" className="hg-button hg-button--ghost" onClick={() => setRating(null)}>
              No rating
            </button>
          ) : null}
        </fieldset>
        {formProblem ? (
          <p id={`${id}-problem`} role="alert" className="hg-error-text">
            {formProblem}
          </p>
        ) : null}
        <div>
          <button type="submit" className="hg-button" disabled={busy}>
            {busy ? 'Saving…' : 'Add note'}
          </button>
        </div>
      </form>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {!notes ? (
        <Loading />
      ) : notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <>
          <h3>Notes</h3>
          <ul className="pl-notes" aria-label="Notes">
            {notes.map((note) => (
              <li key={note.id}>
                <p>
                  <strong>{note.authorName ?? 'A member'}</strong>
                  {typeof note.rating === 'number' ? ` · rated ${note.rating} of 5` : ''}
                </p>
                <p className="hg-hint">{formatDateTime(note.createdAt)}</p>
                <p>{note.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
