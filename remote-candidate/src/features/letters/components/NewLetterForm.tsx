import { useEffect, useState, type FormEvent } from 'react';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { loadOpenJobs, type OpenJob } from '../../../lib/open-jobs';
import { draftLetter, type LetterDraft } from '../api/draft-letter';
import { ResumeSelect } from '../../../components/ResumeSelect';

/** Pick a resume and a job (an open job or pasted text) and get a draft from the offline engine. */
export function NewLetterForm({ resumes, onDraft }: { resumes: ResumeRecord[]; onDraft: (resumeId: string, draft: LetterDraft) => void }) {
  const [resumeId, setResumeId] = useState(resumes[0]?.id ?? '');
  const [source, setSource] = useState<'open' | 'pasted'>('open');
  const [jobs, setJobs] = useState<OpenJob[] | null>(null);
  const [jobId, setJobId] = useState('');
  const [pasted, setPasted] = useState({ title: '', company: '', text: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadOpenJobs().then(
      (list) => {
        if (!live) return;
        setJobs(list);
        setJobId((current) => current || list[0]?.id || '');
      },
      () => live && setJobs([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!resumeId) return setProblem('Choose a resume first.');
    if (source === 'open' && !jobId) return setProblem('Choose a job, or paste the job text.');
    if (source === 'pasted' && !pasted.text.trim()) return setProblem('Paste the job text.');
    setBusy(true);
    try {
      const draft = await draftLetter(
        resumeId,
        source === 'open' ? { jobId } : { job: { title: pasted.title.trim(), company: pasted.company.trim(), text: pasted.text } },
      );
      onDraft(resumeId, draft);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The letter could not be drafted.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="rb-panel cl-new" aria-labelledby="cl-new-title" onSubmit={(e) => void submit(e)}>
      <h2 id="cl-new-title">Write a cover letter</h2>
      <p className="hg-hint">The draft uses only what your resume says: the skills, roles and results that match the job. Edit it before you send it.</p>
      <ResumeSelect id="cl-resume" label="Resume" resumes={resumes} value={resumeId} onChange={setResumeId} />
      <fieldset className="cl-source">
        <legend>Job</legend>
        <div className="rb-check">
          <input type="radio" id="cl-source-open" name="cl-source" checked={source === 'open'} onChange={() => setSource('open')} />
          <label htmlFor="cl-source-open">An open job on HireGen</label>
        </div>
        <div className="rb-check">
          <input type="radio" id="cl-source-pasted" name="cl-source" checked={source === 'pasted'} onChange={() => setSource('pasted')} />
          <label htmlFor="cl-source-pasted">Paste a job description</label>
        </div>
      </fieldset>
      {source === 'open' ? (
        <div className="hg-field">
          <label htmlFor="cl-job">Open job</label>
          <select id="cl-job" value={jobId} onChange={(e) => setJobId(e.target.value)} disabled={jobs === null}>
            {jobs === null ? <option value="">Loading jobs…</option> : null}
            {jobs?.length === 0 ? <option value="">No open jobs right now</option> : null}
            {(jobs ?? []).map((j) => (
              <option key={j.id} value={j.id}>
                {j.title}
                {j.orgName ? ` · ${j.orgName}` : ''}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <>
          <div className="hg-field">
            <label htmlFor="cl-job-title">Job title</label>
            <input id="cl-job-title" value={pasted.title} maxLength={160} onChange={(e) => setPasted({ ...pasted, title: e.target.value })} />
          </div>
          <div className="hg-field">
            <label htmlFor="cl-job-company">Company</label>
            <input id="cl-job-company" value={pasted.company} maxLength={160} onChange={(e) => setPasted({ ...pasted, company: e.target.value })} />
          </div>
          <div className="hg-field">
            <label htmlFor="cl-job-text">Job description</label>
            <textarea id="cl-job-text" rows={6} value={pasted.text} maxLength={30_000} onChange={(e) => setPasted({ ...pasted, text: e.target.value })} />
          </div>
        </>
      )}
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="hg-button" disabled={busy || resumes.length === 0}>
        {busy ? 'Drafting…' : 'Draft the letter'}
      </button>
    </form>
  );
}
