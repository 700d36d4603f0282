import { useState } from 'react';
import type { JobStatus } from 'shared-schemas';
import { notify } from 'shared-ui';
import { setJobStatus } from '../api/jobs-store';
import type { JobRow } from '../types/job';
import { JobStatusBadge } from './JobStatusBadge';

/** The moves a job's status allows: a draft opens, an open job closes, a closed one reopens. */
export const STATUS_MOVES: Record<JobStatus, { to: JobStatus; label: string }[]> = {
  draft: [{ to: 'open', label: 'Publish (open)' }],
  open: [{ to: 'closed', label: 'Close job' }],
  closed: [{ to: 'open', label: 'Reopen job' }],
};

export function JobStatusControl({ job }: { job: JobRow }) {
  const [busy, setBusy] = useState(false);
  const move = async (to: JobStatus) => {
    setBusy(true);
    try {
      await setJobStatus(job, to);
      notify.success(to === 'open' ? 'The job is open: candidates can see and apply to it.' : 'The job is closed to new applications.');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The status could not be changed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="hg-card jb-status-control" aria-labelledby="job-status-title">
      <h2 id="job-status-title">
        Status: <JobStatusBadge status={job.status} />
      </h2>
      <p className="hg-hint">
        {job.status === 'draft'
          ? 'Only your organisation sees a draft.'
          : job.status === 'open'
            ? 'Open jobs are public and take applications.'
            : 'Closed jobs take no new applications; the pipeline stays.'}
      </p>
      <div className="hg-actions">
        {STATUS_MOVES[job.status].map((option) => (
          <button key={option.to} type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => void move(option.to)}>
            {option.label}
          </button>
        ))}
        {job.status === 'open' ? (
          <a className="hg-button hg-button--ghost" href={`/jobs/${job.id}`}>
            Public page
          </a>
        ) : null}
      </div>
    </section>
  );
}
