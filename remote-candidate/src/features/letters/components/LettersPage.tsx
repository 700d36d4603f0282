import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { Loading } from 'shared-ui';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { useResumes } from '../../../lib/resumes/useResumes';
import { listLetters, type SavedLetter } from '../api/letters-store';
import { LetterEditor, type EditingLetter } from './LetterEditor';
import { NewLetterForm } from './NewLetterForm';

/** /dashboard/candidate/letters: saved letters (beside their resumes), a new draft, the editor. */
export function LettersPage({ store, resumesPath }: { store: ResumeStore; resumesPath: string }) {
  const { resumes, error } = useResumes(store);
  const [letters, setLetters] = useState<SavedLetter[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditingLetter | null>(null);
  const resumeKey = resumes?.map((r) => r.id).join(',') ?? null;

  const reload = useCallback(() => {
    if (resumeKey === null) return;
    listLetters(resumeKey ? resumeKey.split(',') : []).then(setLetters, (e: unknown) => setProblem(loadProblem(e, 'your letters')));
  }, [resumeKey]);
  useEffect(reload, [reload]);

  const resumeOf = (id: string) => resumes?.find((r) => r.id === id);
  const open = (letter: SavedLetter) =>
    setEditing({
      resumeId: letter.resumeId,
      id: letter.id,
      content: { title: letter.title, recipient: letter.recipient, greeting: letter.greeting, paragraphs: letter.paragraphs, closing: letter.closing },
      job: { jobId: letter.jobId, jobTitle: letter.jobTitle, company: letter.company },
      notClaimed: [],
    });

  const editingResume = editing ? resumeOf(editing.resumeId) : undefined;
  return (
    <div className="cl-page">
      <h1 className="rb-h1">Cover letters</h1>
      <p className="hg-hint">Each letter is kept beside the resume it was written from and exports in that resume&apos;s template.</p>
      {error || problem ? (
        <p role="alert" className="hg-error-text">
          {error ?? problem}
        </p>
      ) : null}
      {resumes === null ? <Loading /> : null}
      {resumes?.length === 0 ? (
        <p>
          A letter starts from a resume: <Link to={resumesPath}>create or import one</Link> first.
        </p>
      ) : null}
      {editing && editingResume ? (
        <LetterEditor
          key={`${editing.resumeId}/${editing.id ?? 'new'}`}
          letter={editing}
          resume={editingResume.resume}
          resumeTitle={editingResume.title}
          template={editingResume.template}
          onSaved={reload}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <section className="rb-panel" aria-labelledby="cl-saved-title">
        <h2 id="cl-saved-title">Saved letters</h2>
        {letters === null && resumes?.length ? <Loading /> : null}
        {letters?.length === 0 ? <p className="hg-hint">No letters yet. Write one below.</p> : null}
        {letters?.length ? (
          <ul className="cl-list">
            {letters.map((l) => (
              <li key={`${l.resumeId}/${l.id}`}>
                <button type="button" className="hg-button hg-button--ghost cl-open" onClick={() => open(l)}>
                  {l.title}
                </button>
                <span className="hg-hint"> from “{resumeOf(l.resumeId)?.title ?? 'a resume'}”</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {resumes?.length ? (
        <NewLetterForm
          resumes={resumes}
          onDraft={(resumeId, draft) =>
            setEditing({
              resumeId,
              id: null,
              content: { title: draft.title, recipient: draft.recipient, greeting: draft.greeting, paragraphs: draft.paragraphs, closing: draft.closing },
              job: { jobId: draft.job.id, jobTitle: draft.job.title, company: draft.job.company },
              notClaimed: draft.notClaimed,
            })
          }
        />
      ) : null}
    </div>
  );
}
