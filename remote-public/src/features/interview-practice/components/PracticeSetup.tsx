import { useEffect, useId, useState, type FormEvent } from 'react';
import { INTERVIEW_ENGINE_LIMITS, PRACTICE_FIELD_OPTIONS } from 'shared-schemas';
import type { OpenJob, PracticeSource } from '../types/practice';
// The engine's own word count (a module without imports), so this screen counts as the feedback does.
import { countWords } from 'genai/word-count';

// The engine's limits, straight from the contract: the api client itself loads only on Start.
const JOB_TEXT_MAX = INTERVIEW_ENGINE_LIMITS.job;
const RESUME_MAX = INTERVIEW_ENGINE_LIMITS.resume;

type Choice = 'job' | 'paste' | 'field';

/** Pick what to practise for: an open HireGen job, a pasted posting, or a field. */
export function PracticeSetup({
  onStart,
  busy,
  error,
}: {
  onStart: (source: PracticeSource, count: number, resume: string) => void;
  busy: boolean;
  error: string | null;
}) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('field');
  const [jobs, setJobs] = useState<OpenJob[] | null>(null);
  const [jobsError, setJobsError] = useState<string | null>(null);
  const [jobId, setJobId] = useState('');
  const [pasted, setPasted] = useState('');
  const [field, setField] = useState<string>(PRACTICE_FIELD_OPTIONS[0].id);
  const [count, setCount] = useState(6);
  const [resume, setResume] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // Jobs load when this option is chosen: Firestore never loads with the page itself.
  useEffect(() => {
    if (choice !== 'job' || jobs !== null) return;
    let live = true;
    import('../api/open-jobs')
      .then(({ loadOpenJobs }) => loadOpenJobs())
      .then(
        (list) => {
          if (!live) return;
          setJobs(list);
          if (list[0]) setJobId(list[0].id);
        },
        () => live && setJobsError('Open jobs could not be loaded. Paste a job or pick a field instead.'),
      );
    return () => {
      live = false;
    };
  }, [choice, jobs]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (choice === 'job') {
      const job = jobs?.find((j) => j.id === jobId);
      if (!job) return setProblem('Choose a job first.');
      return onStart({ type: 'job', jobId: job.id, title: job.title, orgName: job.orgName, text: job.description }, count, resume);
    }
    if (choice === 'paste') {
      if (countWords(pasted) < 15) return setProblem('Paste the whole job posting (at least a few lines), so the questions fit the role.');
      return onStart({ type: 'paste', text: pasted }, count, resume);
    }
    const option = PRACTICE_FIELD_OPTIONS.find((f) => f.id === field)!;
    return onStart({ type: 'field', field: option.id, label: option.label }, count, resume);
  }

  return (
    <form className="hg-card practice-setup" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Start a practice interview</h2>
      <fieldset className="practice-choice">
        <legend>Practise for</legend>
        {(
          [
            ['field', 'A field'],
            ['job', 'A job on HireGen'],
            ['paste', 'A job I paste'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="practice-choice-option">
            <input type="radio" name={`${id}-choice`} value={value} checked={choice === value} onChange={() => setChoice(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      {choice === 'field' ? (
        <div className="hg-field">
          <label htmlFor={`${id}-field`}>Field</label>
          <select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value)}>
            {PRACTICE_FIELD_OPTIONS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {choice === 'job' ? (
        <div className="hg-field">
          <label htmlFor={`${id}-job`}>Open job</label>
          {jobsError ? (
            <p className="hg-error-text" role="alert">
              {jobsError}
            </p>
          ) : null}
          {jobs === null && !jobsError ? (
            <p className="hg-hint" role="status">
              Loading open jobs…
            </p>
          ) : null}
          {jobs && jobs.length === 0 ? <p className="hg-hint">No jobs are open right now. Paste a job or pick a field.</p> : null}
          {jobs && jobs.length > 0 ? (
            <select id={`${id}-job`} value={jobId} onChange={(e) => setJobId(e.target.value)}>
              {jobs.map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                  {j.orgName ? ` — ${j.orgName}` : ''}
                  {j.location ? ` (${j.location})` : ''}
                </option>
              ))}
            </select>
          ) : null}
        </div>
      ) : null}

      {choice === 'paste' ? (
        <div className="hg-field">
          <label htmlFor={`${id}-paste`}>Job posting</label>
          <textarea
            id={`${id}-paste`}
            rows={8}
            maxLength={JOB_TEXT_MAX}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            aria-describedby={`${id}-paste-hint`}
          />
          <span id={`${id}-paste-hint`} className="hg-hint">
            The title, duties and requirements. Up to {JOB_TEXT_MAX.toLocaleString('en')} characters.
          </span>
        </div>
      ) : null}

      <details className="practice-resume">
        <summary>Add your resume (optional)</summary>
        <div className="hg-field">
          <label htmlFor={`${id}-resume`}>Resume text</label>
          <textarea
            id={`${id}-resume`}
            rows={6}
            maxLength={RESUME_MAX}
            value={resume}
            onChange={(e) => setResume(e.target.value)}
            aria-describedby={`${id}-resume-hint`}
          />
          <span id={`${id}-resume-hint`} className="hg-hint">
            Adds questions about your own roles, gaps between them and skills the job asks for that your resume does not show. Used for this session only.
          </span>
        </div>
      </details>

      <div className="hg-field practice-count">
        <label htmlFor={`${id}-count`}>Questions</label>
        <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {[4, 6, 8, 10].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>

      {problem || error ? (
        <p className="hg-error-text" role="alert">
          {problem ?? error}
        </p>
      ) : null}
      <button type="submit" className="hg-button" disabled={busy}>
        {busy ? 'Preparing questions…' : 'Start practising'}
      </button>
    </form>
  );
}
