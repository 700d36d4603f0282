import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { REMOTE_POLICIES, SENIORITIES, type RemotePolicy, type SalaryRange, type Seniority } from 'shared-schemas';
import { Loading, notify } from 'shared-ui';
import { createJob, readOrganisationName, updateJob } from '../api/jobs-store';
import { useJob } from '../hooks/useOrgJobs';
import { useSkillNames } from '../hooks/useSkillNames';
import { EMPTY_JOB_FORM, formFromJob, jobFromForm, type JobFormProblems } from '../utils/job-form';
import type { JobForm, JobFormField, JobRow } from '../types/job';
import { JobStartPanel } from './JobStartPanel';
import { JobStatusControl } from './JobStatusControl';
import { SkillPicker } from './SkillPicker';
import './jobs.css';

const FIELD_ORDER: JobFormField[] = ['title', 'description', 'requiredSkills', 'preferredSkills', 'salaryMin', 'salaryMax', 'currency', 'minYears'];

/**
 * Create (jobId null) or edit a job: every field, skills from the taxonomy, and its status.
 * `saved` adds what the app composes for a saved job (its interview kits).
 */
export function JobEditorScreen({ orgId, uid, jobId, saved }: { orgId: string; uid: string; jobId: string | null; saved?: (job: JobRow) => ReactNode }) {
  const id = useId();
  const navigate = useNavigate();
  const { job, problem: loadProblem } = useJob(jobId);
  const names = useSkillNames();
  const [form, setForm] = useState<JobForm>(EMPTY_JOB_FORM);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [problems, setProblems] = useState<JobFormProblems>({});
  const [busy, setBusy] = useState(false);

  // Fill the form once per job; later live updates (a colleague's status change) keep the edits.
  useEffect(() => {
    if (job && job.id !== loadedId) {
      setForm(formFromJob(job));
      setLoadedId(job.id);
    }
  }, [job, loadedId]);

  if (jobId && job === undefined && !loadProblem) return <Loading />;
  if (jobId && (job === null || loadProblem)) {
    return (
      <section className="hg-card" role="alert">
        <h2>This job cannot be shown</h2>
        <p>{loadProblem ?? 'It does not exist, or belongs to another organisation.'}</p>
        <Link to="/resumeinflux/jobs">Back to jobs</Link>
      </section>
    );
  }

  const set = <K extends JobFormField>(field: K, value: JobForm[K]) => setForm((current) => ({ ...current, [field]: value }));
  const fieldProps = (field: JobFormField) => ({
    id: `${id}-${field}`,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? `${id}-${field}-problem` : undefined,
  });
  const problemText = (field: JobFormField) =>
    problems[field] ? (
      <p id={`${id}-${field}-problem`} className="hg-error-text">
        {problems[field]}
      </p>
    ) : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = jobFromForm(form);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = FIELD_ORDER.find((field) => checked.problems[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      if (jobId) {
        await updateJob(jobId, checked.job);
        notify.success('Job saved.');
      } else {
        const orgName = await readOrganisationName(orgId);
        const newId = await createJob({ orgId, orgName, uid }, checked.job);
        notify.success('Draft job created. Publish it when it is ready.');
        navigate(`/resumeinflux/jobs/${newId}`, { replace: true });
      }
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The job could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="jb-editor">
      {job ? <JobStatusControl job={job} /> : null}
      <form className="hg-card jb-form" onSubmit={(event) => void save(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-form-title`}>
        <h2 id={`${id}-form-title`}>Job details</h2>
        <div className="hg-field">
          <label htmlFor={`${id}-title`}>Job title</label>
          <input {...fieldProps('title')} value={form.title} maxLength={160} onChange={(event) => set('title', event.target.value)} />
          {problemText('title')}
        </div>
        <JobStartPanel orgId={orgId} form={form} onForm={setForm} />
        <div className="hg-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea {...fieldProps('description')} rows={14} value={form.description} onChange={(event) => set('description', event.target.value)} />
          {problemText('description')}
        </div>
        <SkillPicker
          label="Required skills"
          skills={form.requiredSkills}
          names={names}
          onChange={(skills) => set('requiredSkills', skills)}
          problem={problems.requiredSkills}
        />
        <SkillPicker
          label="Preferred skills"
          skills={form.preferredSkills}
          names={names}
          onChange={(skills) => set('preferredSkills', skills)}
          problem={problems.preferredSkills}
        />
        <div className="jb-grid">
          <div className="hg-field">
            <label htmlFor={`${id}-seniority`}>Seniority</label>
            <select id={`${id}-seniority`} value={form.seniority} onChange={(event) => set('seniority', event.target.value as Seniority | '')}>
              <option value="">Not stated</option>
              {SENIORITIES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-minYears`}>Minimum years of experience</label>
            <input {...fieldProps('minYears')} inputMode="numeric" value={form.minYears} onChange={(event) => set('minYears', event.target.value)} />
            {problemText('minYears')}
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-location`}>Location</label>
            <input id={`${id}-location`} value={form.location} maxLength={200} onChange={(event) => set('location', event.target.value)} />
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-remote`}>Workplace</label>
            <select id={`${id}-remote`} value={form.remote} onChange={(event) => set('remote', event.target.value as RemotePolicy)}>
              {REMOTE_POLICIES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="hg-field">
            <label htmlFor={`${id}-employmentType`}>Employment type</label>
            <input
              id={`${id}-employmentType`}
              value={form.employmentType}
              maxLength={50}
              placeholder="full-time"
              onChange={(event) => set('employmentType', event.target.value)}
            />
          </div>
        </div>
        <fieldset className="jb-salary">
          <legend>Salary range</legend>
          <div className="jb-grid">
            <div className="hg-field">
              <label htmlFor={`${id}-salaryMin`}>Minimum</label>
              <input {...fieldProps('salaryMin')} inputMode="numeric" value={form.salaryMin} onChange={(event) => set('salaryMin', event.target.value)} />
              {problemText('salaryMin')}
            </div>
            <div className="hg-field">
              <label htmlFor={`${id}-salaryMax`}>Maximum</label>
              <input {...fieldProps('salaryMax')} inputMode="numeric" value={form.salaryMax} onChange={(event) => set('salaryMax', event.target.value)} />
              {problemText('salaryMax')}
            </div>
            <div className="hg-field">
              <label htmlFor={`${id}-currency`}>Currency</label>
              <input {...fieldProps('currency')} value={form.currency} maxLength={3} onChange={(event) => set('currency', event.target.value.toUpperCase())} />
              {problemText('currency')}
            </div>
            <div className="hg-field">
              <label htmlFor={`${id}-period`}>Per</label>
              <select id={`${id}-period`} value={form.period} onChange={(event) => set('period', event.target.value as SalaryRange['period'])}>
                <option value="year">year</option>
                <option value="month">month</option>
                <option value="hour">hour</option>
              </select>
            </div>
          </div>
        </fieldset>
        <div className="hg-actions">
          <button type="submit" className="hg-button" disabled={busy}>
            {busy ? 'Saving…' : jobId ? 'Save job' : 'Create draft job'}
          </button>
          <Link className="hg-button hg-button--ghost" to="/resumeinflux/jobs">
            Back to jobs
          </Link>
        </div>
      </form>
      {job && saved ? saved(job) : null}
    </div>
  );
}
