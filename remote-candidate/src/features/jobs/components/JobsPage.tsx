import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { loadOpenJobs, type OpenJob } from '../../../lib/open-jobs';
import { resumeText } from '../../../lib/resume-text';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { useResumes } from '../../../lib/resumes/useResumes';
import { useApplications } from '../../../lib/applications/useApplications';
import { rankJobs, type JobMatch } from '../api/job-matches';
import { ApplyDialog } from './ApplyDialog';

/** Open jobs ranked by fit to the primary resume, each with its reasons, and apply. */
export function JobsPage({ store, primaryResumeId, tailorPath, resumesPath }: { store: ResumeStore; primaryResumeId: string | null; tailorPath: string; resumesPath: string }) {
  const { resumes, error: resumesProblem } = useResumes(store);
  const { applications } = useApplications();
  const [jobs, setJobs] = useState<OpenJob[] | null>(null);
  const [matches, setMatches] = useState<JobMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState<OpenJob | null>(null);

  const primary = resumes?.find((r) => r.id === primaryResumeId) ?? resumes?.[0] ?? null;
  const text = useMemo(() => (primary ? resumeText(primary.resume) : ''), [primary]);
  const applied = new Set((applications ?? []).filter((a) => a.stage !== 'withdrawn').map((a) => a.jobId));

  useEffect(() => {
    loadOpenJobs().then(setJobs, (e: unknown) => setError(loadProblem(e, 'open jobs')));
  }, []);
  useEffect(() => {
    if (!jobs || !text) return;
    const controller = new AbortController();
    setMatches(jobs.map((job) => ({ job, match: null, error: null })));
    void rankJobs(jobs, text, setMatches, controller.signal);
    return () => controller.abort();
  }, [jobs, text]);

  const done = matches?.filter((m) => m.match || m.error).length ?? 0;

  return (
    <>
      <PageHeader title="Job matches" lead={primary ? <>Open jobs on HireGen ranked by fit to “{primary.title}”.</> : 'Open jobs on HireGen, ranked by fit to your primary resume.'} />
      {error || resumesProblem ? (
        <p role="alert" className="hg-error-text">
          {error ?? resumesProblem}
        </p>
      ) : resumes === null || jobs === null ? (
        <Loading />
      ) : !primary ? (
        <p>
          <Link to={resumesPath}>Create or import a resume</Link> to see how you match open jobs.
        </p>
      ) : jobs.length === 0 ? (
        <p>There are no open jobs right now.</p>
      ) : (
        <>
          {done < jobs.length ? (
            <p role="status">
              <progress max={jobs.length} value={done} aria-label="Matching jobs" /> Matched {done} of {jobs.length} jobs…
            </p>
          ) : (
            <p role="status" className="hg-hint">
              {jobs.length} open jobs, best match first.
            </p>
          )}
          <ol className="rb-jobs" aria-label="Open jobs, best match first">
            {(matches ?? []).map(({ job, match, error: matchError }) => (
              <li key={job.id} className="hg-card rb-job" data-testid="job-match">
                <div className="rb-job-head">
                  <div>
                    <h2 className="rb-job-title">{job.title}</h2>
                    <p className="hg-hint">{[job.orgName, job.location, job.remote].filter(Boolean).join(' · ')}</p>
                  </div>
                  <p className="rb-job-score" aria-label={match ? `Match ${match.score} out of 100` : 'Not matched yet'}>
                    {match ? match.score : matchError ? '!' : '…'}
                  </p>
                </div>
                {match ? (
                  <ul className="rb-reasons" aria-label={`Why ${job.title} fits`}>
                    {match.strengths.slice(0, 2).map((s) => (
                      <li key={s}>✓ {s}</li>
                    ))}
                    {match.gaps.slice(0, 2).map((g) => (
                      <li key={g}>✗ {g}</li>
                    ))}
                  </ul>
                ) : matchError ? (
                  <p className="hg-error-text">{matchError}</p>
                ) : null}
                <div className="rb-row">
                  {applied.has(job.id) ? (
                    <span className="rb-badge">Applied</span>
                  ) : (
                    <button type="button" className="hg-button rb-small" onClick={() => setApplying(job)}>
                      Apply<span className="hg-visually-hidden"> to {job.title}</span>
                    </button>
                  )}
                  <Link className="hg-button hg-button--ghost rb-small" to={`${tailorPath}?job=${encodeURIComponent(job.id)}&resume=${encodeURIComponent(primary.id)}`}>
                    Tailor a resume<span className="hg-visually-hidden"> to {job.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {applying && resumes ? (
        <ApplyDialog
          job={applying}
          resumes={resumes}
          defaultResumeId={primary?.id ?? null}
          onClose={() => setApplying(null)}
          onApplied={() => {
            notify.success(`Applied to ${applying.title}. Follow it under Applications.`);
            setApplying(null);
          }}
        />
      ) : null}
    </>
  );
}
