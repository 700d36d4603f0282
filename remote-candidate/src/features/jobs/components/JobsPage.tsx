import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { loadOpenJobs, type OpenJob } from '../../../lib/open-jobs';
import { resumeText } from '../../../lib/resume-text';
import type { ResumeStore } from '../../../lib/resumes/resume-store';
import { useResumes } from '../../../lib/resumes/useResumes';
import { useApplications } from '../../../lib/applications/useApplications';
import { rankJobs, type JobMatch } from '../api/job-matches';
import { filterJobs, filtersFrom, paramsFrom, MIN_MATCH_CHOICES, WEAK_MATCH, type JobFilters } from '../model/job-filters';
import { ApplyDialog } from './ApplyDialog';
import { JobFiltersForm } from './JobFiltersForm';

/**
 * Open jobs ranked by fit to the primary resume, each with its reasons, and apply. Filters live in
 * the URL query; only the jobs they keep are matched; poor matches are folded away.
 */
const REMOTE_WORDS: Record<string, string> = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On site' };

export function JobsPage({
  store,
  primaryResumeId,
  tailorPath,
  resumesPath,
}: {
  store: ResumeStore;
  primaryResumeId: string | null;
  tailorPath: string;
  resumesPath: string;
}) {
  const { resumes, error: resumesProblem } = useResumes(store);
  const { applications } = useApplications();
  const [jobs, setJobs] = useState<OpenJob[] | null>(null);
  const [matches, setMatches] = useState<JobMatch[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState<OpenJob | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(searchParams), [searchParams]);
  // A new entry per change of filters: the back button returns to the earlier list.
  const setFilters = (next: JobFilters) => setSearchParams(paramsFrom(next));
  const shown = useMemo(() => (jobs ? filterJobs(jobs, filters) : null), [jobs, filters]);

  const primary = resumes?.find((r) => r.id === primaryResumeId) ?? resumes?.[0] ?? null;
  const text = useMemo(() => (primary ? resumeText(primary.resume) : ''), [primary]);
  const applied = new Set((applications ?? []).filter((a) => a.stage !== 'withdrawn').map((a) => a.jobId));

  useEffect(() => {
    loadOpenJobs().then(setJobs, (e: unknown) => setError(loadProblem(e, 'open jobs')));
  }, []);
  useEffect(() => {
    if (!shown || !text) return;
    const controller = new AbortController();
    setMatches(shown.map((job) => ({ job, match: null, error: null })));
    void rankJobs(shown, text, setMatches, controller.signal);
    return () => controller.abort();
  }, [shown, text]);

  const done = matches?.filter((m) => m.match || m.error).length ?? 0;
  const below = (m: JobMatch, bar: number) => m.match !== null && Math.round(m.match.score) < bar;
  const kept = (matches ?? []).filter((m) => !below(m, filters.min));
  const hiddenByMin = (matches?.length ?? 0) - kept.length;
  // With a minimum at or above the bar nothing is weak; otherwise matches below it fold away.
  const strong = kept.filter((m) => !below(m, WEAK_MATCH));
  const weak = kept.filter((m) => below(m, WEAK_MATCH));
  const filtered = paramsFrom(filters).toString() !== '';

  const card = ({ job, match, error: matchError }: JobMatch) => (
    <li key={job.id} className="hg-card rb-job" data-testid="job-match">
      <div className="rb-job-head">
        <div>
          <h2 className="rb-job-title">{job.title}</h2>
          <p className="hg-hint">{[job.orgName, job.location, REMOTE_WORDS[job.remote] ?? job.remote].filter(Boolean).join(' · ')}</p>
        </div>
        <p className="rb-job-score" aria-label={match ? `Match ${Math.round(match.score)} out of 100` : 'Not matched yet'}>
          {match ? Math.round(match.score) : matchError ? '!' : '…'}
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
        {primary ? (
          <Link className="hg-button hg-button--ghost rb-small" to={`${tailorPath}?job=${encodeURIComponent(job.id)}&resume=${encodeURIComponent(primary.id)}`}>
            Tailor a resume<span className="hg-visually-hidden"> to {job.title}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );

  return (
    <>
      <PageHeader
        title="Job matches"
        lead={primary ? <>Open jobs on HireGen ranked by fit to “{primary.title}”.</> : 'Open jobs on HireGen, ranked by fit to your primary resume.'}
      />
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
          <JobFiltersForm filters={filters} onChange={setFilters} minChoices={MIN_MATCH_CHOICES} />
          {!shown || shown.length === 0 ? (
            <p role="status">No open job fits these filters. {filtered ? <Link to={{ search: '' }}>Clear the filters</Link> : null}</p>
          ) : done < shown.length ? (
            <p role="status">
              <progress max={shown.length} value={done} aria-label="Matching jobs" /> Matched {done} of {shown.length} jobs…
            </p>
          ) : (
            <p role="status" className="hg-hint">
              {shown.length === jobs.length
                ? `${jobs.length} open jobs, best match first.`
                : `${shown.length} of ${jobs.length} open jobs fit your filters, best match first.`}
              {hiddenByMin > 0 ? ` ${hiddenByMin} ${hiddenByMin === 1 ? 'job is' : 'jobs are'} hidden below your minimum match of ${filters.min}.` : ''}
            </p>
          )}
          {strong.length > 0 ? (
            <ol className="rb-jobs" aria-label="Open jobs, best match first">
              {strong.map(card)}
            </ol>
          ) : null}
          {weak.length > 0 ? (
            <details className="rb-weak-matches" data-testid="weak-matches">
              <summary>
                Show {weak.length} weaker {weak.length === 1 ? 'match' : 'matches'} (below {WEAK_MATCH})
              </summary>
              <ol className="rb-jobs" aria-label="Weaker matches, best first">
                {weak.map(card)}
              </ol>
            </details>
          ) : null}
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
