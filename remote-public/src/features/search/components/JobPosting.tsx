// The public job page's content: what the job is, who posts it, what it asks, and Apply.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { fetchJob } from '../api/search-api';
import type { JobDetails } from '../types/search';
import { ApplyPanel } from './ApplyPanel';
import './hiregen-search.css';

export function JobPosting({ jobId }: { jobId: string }) {
  const [job, setJob] = useState<JobDetails | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setJob(null);
    setError(null);
    fetchJob(jobId).then(
      (found) => {
        if (live) setJob(found);
      },
      (failure: unknown) => {
        if (live) setError(failure instanceof Error ? failure.message : 'This job could not be loaded.');
      },
    );
    return () => {
      live = false;
    };
  }, [jobId]);

  if (error) {
    return (
      <section className="hgj" aria-labelledby="job-title">
        <h1 id="job-title">Job not available</h1>
        <p role="alert">{error}</p>
        <Link to="/job-linkedin-search">Search open jobs</Link>
      </section>
    );
  }
  if (!job) return <Loading />;

  const facts: [string, string | null][] = [
    ['Location', [job.location, job.remote !== 'onsite' ? job.remote : null].filter(Boolean).join(' · ') || null],
    ['Seniority', job.seniority],
    ['Experience', job.minYears ? `${job.minYears}+ years` : null],
    [
      'Salary',
      job.salary && (job.salary.min !== null || job.salary.max !== null)
        ? `${[job.salary.min, job.salary.max]
            .filter((v) => v !== null)
            .map((v) => new Intl.NumberFormat(undefined, { style: 'currency', currency: job.salary!.currency, maximumFractionDigits: 0 }).format(v!))
            .join('–')} a ${job.salary.period}`
        : null,
    ],
    ['Employment', job.employmentType],
    ['Posted', job.postedAt ? new Date(job.postedAt).toLocaleDateString() : null],
  ];
  return (
    <article className="hgj" aria-labelledby="job-title" data-page-title={job.orgName ? `${job.title} · ${job.orgName}` : job.title}>
      <p className="landing-eyebrow">{job.orgName}</p>
      <h1 id="job-title">{job.title}</h1>
      <dl className="hgj-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <ApplyPanel jobId={job.id} jobTitle={job.title} />
      {job.requiredSkills.length || job.preferredSkills.length ? (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills">Skills</h2>
          {job.requiredSkills.length ? (
            <p>
              <strong>Required:</strong> {job.requiredSkills.join(', ')}
            </p>
          ) : null}
          {job.preferredSkills.length ? (
            <p>
              <strong>Preferred:</strong> {job.preferredSkills.join(', ')}
            </p>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="job-description">
        <h2 id="job-description">About the job</h2>
        <div className="hgj-description">{job.description}</div>
      </section>
      <p>
        <Link to="/job-linkedin-search">Back to job search</Link>
      </p>
    </article>
  );
}
