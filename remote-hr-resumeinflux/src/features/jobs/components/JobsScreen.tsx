import { useState } from 'react';
import { Link } from 'react-router-dom';
import { JOB_STATUSES, type JobStatus } from 'shared-schemas';
import { Loading } from 'shared-ui';
import { formatDate } from '../../../lib/date-format';
import { useOrgJobs } from '../hooks/useOrgJobs';
import { JobStatusBadge } from './JobStatusBadge';
import './jobs.css';

/** The organisation's jobs, filterable by status, each leading to its editor and pipeline. */
export function JobsScreen({ orgId }: { orgId: string }) {
  const { jobs, problem } = useOrgJobs(orgId);
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const shown = (jobs ?? []).filter((job) => status === 'all' || job.status === status);
  return (
    <div className="jb-list-screen">
      <div className="jb-toolbar">
        <div className="hg-field">
          <label htmlFor="jobs-status">Show</label>
          <select id="jobs-status" value={status} onChange={(event) => setStatus(event.target.value as JobStatus | 'all')}>
            <option value="all">All jobs</option>
            {JOB_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option[0]!.toUpperCase() + option.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {!jobs ? (
        <Loading />
      ) : shown.length === 0 ? (
        <p className="hg-card">{jobs.length === 0 ? 'No jobs yet. Create your first one.' : 'No job has this status.'}</p>
      ) : (
        <ul className="jb-cards" aria-label="Jobs">
          {shown.map((job) => (
            <li key={job.id} className="hg-card jb-card">
              <div className="jb-card-head">
                <h2>
                  <Link to={`/resumeinflux/jobs/${job.id}`}>{job.title}</Link>
                </h2>
                <JobStatusBadge status={job.status} />
              </div>
              <p className="hg-hint">
                {[job.parsed.location, job.parsed.remote, job.parsed.seniority].filter(Boolean).join(' · ')} · updated {formatDate(job.updatedAt)}
              </p>
              <p className="jb-card-skills">{job.parsed.requiredSkills.slice(0, 6).join(', ') || 'No required skills yet'}</p>
              <div className="hg-actions">
                <Link className="hg-button hg-button--secondary" to={`/resumeinflux/hr?job=${job.id}`}>
                  Pipeline <span className="hg-visually-hidden">for {job.title}</span>
                </Link>
                {/* A closed job takes no new applicants (the api refuses uploads into it). */}
                {job.status === 'closed' ? null : (
                  <Link className="hg-button hg-button--ghost" to={`/resumeinflux/upload-resumes?job=${job.id}`}>
                    Upload resumes <span className="hg-visually-hidden">to {job.title}</span>
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
