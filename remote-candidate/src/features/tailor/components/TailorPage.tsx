import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
import { ScoreGauge, SkillChips } from 'shared-ui/charts';
import { matchResumeText, type MatchResult } from '../../../lib/genai-v1';
import { jobText, loadOpenJobs, type OpenJob } from '../../../lib/open-jobs';
import { resumeText } from '../../../lib/resume-text';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { useResumes } from '../../../lib/resumes/useResumes';
import { RESUME_TITLE_MAX } from '../../../lib/resumes/resume-record';
import { applyEdits, tailorEdits, type TailorEditId } from '../model/tailor-edits';
import { ResumeSelect } from '../../../components/ResumeSelect';

const JOB_TEXT_MAX = 30_000;

/**
 * Tailor a resume to one job: pick an open HireGen job or paste a description, see the match
 * (score, matched and missing skills), choose among concrete edits, and save the result as a
 * new resume. Missing skills are advice only — nothing is added that the resume did not say.
 */
export function TailorPage({ store, resumesPath }: { store: ResumeStore; resumesPath: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { resumes, error: resumesProblem } = useResumes(store);
  const [jobs, setJobs] = useState<OpenJob[] | null>(null);
  const [resumeId, setResumeId] = useState(params.get('resume') ?? '');
  const [jobId, setJobId] = useState(params.get('job') ?? '');
  const [pasted, setPasted] = useState('');
  const [result, setResult] = useState<MatchResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<TailorEditId>>(new Set());

  useEffect(() => {
    loadOpenJobs().then(setJobs, () => setJobs([]));
  }, []);
  useEffect(() => {
    if (!resumeId && resumes?.[0]) setResumeId(resumes[0].id);
  }, [resumes, resumeId]);

  const record = resumes?.find((r) => r.id === resumeId) ?? null;
  const job = jobs?.find((j) => j.id === jobId) ?? null;
  const description = jobId === 'paste' ? pasted : job ? jobText(job) : '';
  const edits = useMemo(
    () =>
      record && result
        ? tailorEdits(
            record.resume,
            result.matched.map((m) => m.skill),
          )
        : [],
    [record, result],
  );
  useEffect(() => setChosen(new Set(edits.map((e) => e.id))), [edits]);

  const run = async () => {
    if (!record || !description.trim()) return;
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await matchResumeText(description.slice(0, JOB_TEXT_MAX), resumeText(record.resume)));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Matching failed.');
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!record || !result) return;
    const tailored = applyEdits(
      record.resume,
      edits.filter((e) => chosen.has(e.id)),
    );
    const target = job ? `${job.title}${job.orgName ? `, ${job.orgName}` : ''}` : result.job.title || 'pasted job';
    try {
      const id = await store.create({
        title: `${record.title} — for ${target}`.slice(0, RESUME_TITLE_MAX),
        resume: tailored,
        template: record.template,
        origin: 'tailored',
      });
      notify.success('Tailored copy saved as a new resume.');
      navigate(`${resumesPath}/${id}`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The tailored copy could not be saved.');
    }
  };

  if (resumes === null) {
    return resumesProblem ? (
      <>
        <PageHeader title="Tailor a resume to a job" />
        <p role="alert" className="hg-error-text">
          {resumesProblem}
        </p>
      </>
    ) : (
      <Loading />
    );
  }
  return (
    <>
      <PageHeader title="Tailor a resume to a job" lead="See how well a resume fits a job and make honest edits that bring the right experience forward." />
      {resumes.length === 0 ? (
        <p>Create a resume first.</p>
      ) : (
        <form
          className="hg-card rb-tailor-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <ResumeSelect id="tailor-resume" label="Resume" resumes={resumes} value={resumeId} onChange={setResumeId} />
          <div className="hg-field">
            <label htmlFor="tailor-job">Job</label>
            <select id="tailor-job" value={jobId} onChange={(e) => setJobId(e.target.value)}>
              <option value="">Choose a job…</option>
              {(jobs ?? []).map((j) => (
                <option key={j.id} value={j.id}>
                  {j.title}
                  {j.orgName ? ` — ${j.orgName}` : ''}
                </option>
              ))}
              <option value="paste">Paste a job description</option>
            </select>
            {jobs === null ? <span className="hg-hint">Loading open jobs…</span> : null}
          </div>
          {jobId === 'paste' ? (
            <div className="hg-field">
              <label htmlFor="tailor-paste">Job description</label>
              <textarea id="tailor-paste" rows={8} maxLength={JOB_TEXT_MAX} value={pasted} onChange={(e) => setPasted(e.target.value)} />
            </div>
          ) : null}
          <button type="submit" className="hg-button" disabled={busy || !record || !description.trim()}>
            {busy ? 'Matching…' : 'Match and suggest edits'}
          </button>
          {error ? (
            <p role="alert" className="hg-error-text">
              {error}
            </p>
          ) : null}
        </form>
      )}
      {result && record ? (
        <section className="rb-tailor-result" aria-labelledby="tailor-result-title">
          <h2 id="tailor-result-title">Match for {result.job.title || 'this job'}</h2>
          <div className="rb-row rb-align-start">
            <ScoreGauge value={result.score} label="Match" caption="out of 100" size={132} />
            <div>
              <p>{result.summary}</p>
              <h3>Skills you have that the job asks for</h3>
              {result.matched.length ? (
                <SkillChips label="Matched skills" skills={result.matched.map((m) => ({ name: m.skill, kind: 'matched' as const, note: m.importance }))} />
              ) : (
                <p>None found.</p>
              )}
              <h3>Skills the job asks for that your resume does not show</h3>
              {result.missing.length ? (
                <>
                  <SkillChips label="Missing skills" skills={result.missing.map((m) => ({ name: m.skill, kind: 'missing' as const, note: m.importance }))} />
                  <p className="hg-hint">
                    HireGen does not add these for you. If you have one, add it to the role where you used it, with what you did; if you do not, leave it out.
                  </p>
                </>
              ) : (
                <p>None: your resume shows every skill the job lists.</p>
              )}
            </div>
          </div>
          <fieldset className="rb-tailor-edits">
            <legend>Edits for the tailored copy</legend>
            {edits.length === 0 ? <p>No reordering helps here: your resume already leads with what this job asks for.</p> : null}
            {edits.map((edit) => (
              <div key={edit.id} className="rb-check">
                <input
                  id={`edit-${edit.id}`}
                  type="checkbox"
                  checked={chosen.has(edit.id)}
                  onChange={(e) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(edit.id);
                      else next.delete(edit.id);
                      return next;
                    })
                  }
                />
                <label htmlFor={`edit-${edit.id}`}>
                  <strong>{edit.title}</strong>
                  <span className="hg-hint"> {edit.detail}</span>
                </label>
              </div>
            ))}
            {result.suggestions.length ? (
              <>
                <h3>More advice</h3>
                <ul>
                  {result.suggestions.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </fieldset>
          <button type="button" className="hg-button" onClick={() => void save()}>
            Save tailored copy as a new resume
          </button>
        </section>
      ) : null}
    </>
  );
}
