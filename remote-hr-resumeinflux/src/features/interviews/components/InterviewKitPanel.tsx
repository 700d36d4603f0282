import { useEffect, useId, useState } from 'react';
import { INTERVIEW_LIMITS, type KitQuestion } from 'shared-schemas';
import { notify } from 'shared-ui';
import { generateKitQuestions } from '../api/generate-kit';
import { deleteKit, saveKit, subscribeKits, type KitRow } from '../api/kits-store';
import '../interviews.css';

const COMPETENCY_OPTIONS = [
  'communication',
  'teamwork',
  'problem-solving',
  'leadership',
  'ownership',
  'customer-focus',
  'adaptability',
  'attention-to-detail',
  'role-knowledge',
  'motivation',
];
const label = (id: string) => id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

function newId(questions: KitQuestion[]): string {
  let n = questions.length + 1;
  while (questions.some((q) => q.id === `q${n}`)) n++;
  return `q${n}`;
}

/** Interview kits for one job: generate a draft from the posting, edit questions, competencies and rubrics, save. */
export function InterviewKitPanel({ orgId, jobId, jobTitle, jobDescription }: { orgId: string; jobId: string; jobTitle: string; jobDescription: string }) {
  const id = useId();
  const [kits, setKits] = useState<KitRow[] | null>(null);
  const [editing, setEditing] = useState<{ kitId: string | null; title: string; questions: KitQuestion[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => subscribeKits(orgId, jobId, setKits, () => setProblem('Kits could not be loaded.')), [orgId, jobId]);

  async function generate() {
    setBusy(true);
    setProblem(null);
    try {
      const questions = await generateKitQuestions(jobTitle, jobDescription, 8);
      setEditing({ kitId: null, title: `${jobTitle} interview`, questions });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'The kit could not be generated.');
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!editing) return;
    const questions = editing.questions.map((q) => ({ ...q, text: q.text.trim(), rubric: q.rubric.trim() })).filter((q) => q.text);
    if (!questions.length) return setProblem('A kit needs at least one question.');
    if (!editing.title.trim()) return setProblem('Give the kit a title.');
    setBusy(true);
    try {
      await saveKit(orgId, editing.kitId, { jobId, title: editing.title.trim(), questions });
      notify.success('Kit saved.');
      setEditing(null);
    } catch {
      setProblem('The kit could not be saved. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  const update = (i: number, change: Partial<KitQuestion>) =>
    setEditing((e) => e && { ...e, questions: e.questions.map((q, n) => (n === i ? { ...q, ...change } : q)) });

  return (
    <section className="hr-kits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Interview kits for {jobTitle}</h2>
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {!editing ? (
        <>
          {kits === null ? (
            <p className="hg-hint" role="status">
              Loading kits…
            </p>
          ) : null}
          {kits?.length === 0 ? <p className="hg-hint">No kit yet: generate one from the job posting, then edit it.</p> : null}
          <ul className="hr-kit-list">
            {kits?.map((k) => (
              <li key={k.id} className="hg-card">
                <h3>{k.title}</h3>
                <p className="hg-hint">
                  {k.questions.length} questions · {[...new Set(k.questions.map((q) => label(q.competency)))].join(', ')}
                </p>
                <div className="hg-actions">
                  <button
                    type="button"
                    className="hg-button hg-button--secondary"
                    onClick={() => setEditing({ kitId: k.id, title: k.title, questions: k.questions })}
                  >
                    Edit<span className="hg-visually-hidden"> {k.title}</span>
                  </button>
                  <button
                    type="button"
                    className="hg-button hg-button--ghost"
                    onClick={() => void deleteKit(orgId, k.id).catch(() => setProblem('The kit could not be deleted.'))}
                  >
                    Delete<span className="hg-visually-hidden"> {k.title}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <button type="button" className="hg-button" disabled={busy} onClick={() => void generate()}>
            {busy ? 'Generating…' : 'Generate a kit from the job'}
          </button>
        </>
      ) : (
        <form
          className="hg-card hr-kit-editor"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          aria-label="Edit interview kit"
        >
          <div className="hg-field">
            <label htmlFor={`${id}-kit-title`}>Kit title</label>
            <input id={`${id}-kit-title`} value={editing.title} maxLength={160} onChange={(e) => setEditing({ ...editing, title: e.target.value })} />
          </div>
          <ol className="hr-kit-questions">
            {editing.questions.map((q, i) => (
              <li key={q.id}>
                <fieldset>
                  <legend>Question {i + 1}</legend>
                  <div className="hg-field">
                    <label htmlFor={`${id}-${q.id}-text`}>Question</label>
                    <textarea
                      id={`${id}-${q.id}-text`}
                      rows={2}
                      maxLength={INTERVIEW_LIMITS.questionText}
                      value={q.text}
                      onChange={(e) => update(i, { text: e.target.value })}
                    />
                  </div>
                  <div className="hg-field">
                    <label htmlFor={`${id}-${q.id}-comp`}>Competency</label>
                    <select id={`${id}-${q.id}-comp`} value={q.competency} onChange={(e) => update(i, { competency: e.target.value })}>
                      {(COMPETENCY_OPTIONS.includes(q.competency) ? COMPETENCY_OPTIONS : [q.competency, ...COMPETENCY_OPTIONS]).map((c) => (
                        <option key={c} value={c}>
                          {label(c)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="hg-field">
                    <label htmlFor={`${id}-${q.id}-rubric`}>Rubric: what a strong answer shows</label>
                    <textarea
                      id={`${id}-${q.id}-rubric`}
                      rows={2}
                      maxLength={INTERVIEW_LIMITS.rubricText}
                      value={q.rubric}
                      onChange={(e) => update(i, { rubric: e.target.value })}
                    />
                  </div>
                  <button
                    type="button"
                    className="hg-button hg-button--ghost"
                    onClick={() => setEditing({ ...editing, questions: editing.questions.filter((_, n) => n !== i) })}
                  >
                    Remove question {i + 1}
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="hg-actions">
            <button
              type="button"
              className="hg-button hg-button--secondary"
              disabled={editing.questions.length >= INTERVIEW_LIMITS.kitQuestions}
              onClick={() =>
                setEditing({
                  ...editing,
                  questions: [...editing.questions, { id: newId(editing.questions), text: '', kind: 'behavioural', competency: 'communication', rubric: '' }],
                })
              }
            >
              Add a question
            </button>
            <button type="submit" className="hg-button" disabled={busy}>
              {busy ? 'Saving…' : 'Save kit'}
            </button>
            <button type="button" className="hg-button hg-button--ghost" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
