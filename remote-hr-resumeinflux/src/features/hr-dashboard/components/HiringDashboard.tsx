import { Link } from 'react-router-dom';
import { PIPELINE_STAGES } from 'shared-schemas';
import { Loading } from 'shared-ui';
import { formatDateTime } from '../../../lib/date-format';
import { useHiringStats } from '../hooks/useHiringStats';
import { BarChart } from './BarChart';
import './hr-dashboard.css';

const STAGE_WORDS: Record<string, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
const SOURCE_WORDS = { applied: 'Applied on HireGen', uploaded: 'Uploaded by HR', directory: 'Talent directory' } as const;

/** /dashboard/hr: the organisation's hiring at a glance, live, from its own jobs and applicants. */
export function HiringDashboard({ orgId, memberNames }: { orgId: string; memberNames?: Map<string, string> }) {
  const { stats, problem } = useHiringStats(orgId);
  if (problem)
    return (
      <p role="alert" className="hg-error-text">
        {problem}
      </p>
    );
  if (!stats) return <Loading />;
  return (
    <div className="hd-dashboard">
      <section className="hg-card" aria-labelledby="hd-open-jobs">
        <h2 id="hd-open-jobs">Open jobs</h2>
        {stats.openJobs.length === 0 ? (
          <p>
            No open jobs. <Link to="/resumeinflux/jobs">Publish a job</Link> to start receiving applicants.
          </p>
        ) : (
          <div className="hd-table-wrap">
            <table className="hd-table">
              <caption className="hg-visually-hidden">Applicants per stage in each open job</caption>
              <thead>
                <tr>
                  <th scope="col">Job</th>
                  {PIPELINE_STAGES.map((stage) => (
                    <th key={stage} scope="col">
                      {STAGE_WORDS[stage]}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {stats.openJobs.map((job) => (
                  <tr key={job.jobId}>
                    <th scope="row">
                      <Link to={`/resumeinflux/hr?job=${job.jobId}`}>{job.title}</Link>
                    </th>
                    {PIPELINE_STAGES.map((stage) => (
                      <td key={stage}>{job.byStage[stage]}</td>
                    ))}
                    <td>{job.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="hd-charts">
        <section className="hg-card">
          <BarChart
            title={`Hiring funnel (${stats.totalApplicants} applicants)`}
            labelHeader="Stage reached"
            valueHeader="Applicants"
            rows={stats.funnel.map((step) => ({
              label: STAGE_WORDS[step.stage]!,
              value: step.reached,
              text: `${step.reached} (${Math.round(step.share * 100)}%)`,
            }))}
          />
        </section>
        <section className="hg-card">
          <BarChart
            title="Average time in stage"
            labelHeader="Stage"
            valueHeader="Mean days (stays)"
            rows={stats.stageTimes.map((time) => ({
              label: STAGE_WORDS[time.stage]!,
              value: time.meanDays ?? 0,
              text: time.meanDays === null ? 'no moves yet' : `${time.meanDays} d (${time.stays})`,
            }))}
          />
        </section>
        <section className="hg-card">
          <BarChart
            title="Source of applicants"
            labelHeader="Source"
            valueHeader="Applicants"
            rows={stats.sources.map((row) => ({ label: SOURCE_WORDS[row.source], value: row.count, text: String(row.count) }))}
          />
        </section>
      </div>
      <section className="hg-card" aria-labelledby="hd-recent">
        <h2 id="hd-recent">Recent activity</h2>
        {stats.recent.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol className="hd-activity">
            {stats.recent.map((item, index) => (
              <li key={`${item.applicationId}-${item.at}-${index}`}>
                <Link to={`/resumeinflux/hr/applications/${item.applicationId}`}>{item.name}</Link>{' '}
                {item.kind === 'new' ? `joined ${item.jobTitle}` : `moved to ${STAGE_WORDS[item.stage]} in ${item.jobTitle}`}
                {item.by && memberNames?.get(item.by) ? ` by ${memberNames.get(item.by)}` : ''}
                <span className="hg-hint"> · {formatDateTime(item.at ? new Date(item.at).toISOString() : null)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
