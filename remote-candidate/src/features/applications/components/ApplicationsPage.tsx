import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { fetchMyApplicationFile } from '../api/application-file';
import { FINAL_STAGES, withdraw, type CandidateApplication } from '../../../lib/applications/applications';
import { useApplications } from '../../../lib/applications/useApplications';
import { STAGE_WORDS } from '../../../lib/applications/stage-words';

const day = (ms: number) => (ms ? new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : '');

/** The application tracker: every application with its stage and history, live, and withdraw. */
export function ApplicationsPage({ jobsPath }: { jobsPath: string }) {
  const { applications, error } = useApplications();
  const [busy, setBusy] = useState<string | null>(null);

  const onWithdraw = async (application: CandidateApplication) => {
    if (!window.confirm(`Withdraw your application for ${application.jobTitle}? The employer will see it as withdrawn. This cannot be undone.`)) return;
    setBusy(application.id);
    try {
      await withdraw(application.id);
      notify.success(`Application for ${application.jobTitle} withdrawn.`);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The application could not be withdrawn.');
    } finally {
      setBusy(null);
    }
  };

  const onOriginal = async (application: CandidateApplication) => {
    setBusy(application.id);
    try {
      const { blob, fileName } = await fetchMyApplicationFile(application.id);
      saveFile(fileName, blob);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : 'The file could not be downloaded.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title="Applications" lead="Where each application stands. Stages change here as soon as the employer moves them." />
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : applications === null ? (
        <Loading />
      ) : applications.length === 0 ? (
        <p>
          No applications yet. <Link to={jobsPath}>Find jobs that match your resume</Link>.
        </p>
      ) : (
        <table className="rb-table rb-table--stacks">
          <caption className="hg-visually-hidden">Your applications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">Stage</th>
              <th scope="col">History</th>
              <th scope="col">Match</th>
              <th scope="col">
                <span className="hg-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {applications.map((application) => (
              <tr key={application.id} data-testid="application-row">
                <th scope="row">
                  {application.jobTitle}
                  {application.orgName ? <span className="hg-hint"> · {application.orgName}</span> : null}
                  <span className="hg-hint rb-block">Applied {day(application.createdAt)}</span>
                </th>
                <td data-label="Stage">
                  <span className={`rb-stage rb-stage--${application.stage}`} data-testid="application-stage">
                    {STAGE_WORDS[application.stage] ?? application.stage}
                  </span>
                </td>
                <td data-label="History">
                  <ol className="rb-history" aria-label={`History of ${application.jobTitle}`}>
                    {application.history.map((change, index) => (
                      <li key={index}>
                        {STAGE_WORDS[change.stage] ?? change.stage} <span className="hg-hint">{day(change.at)}</span>
                      </li>
                    ))}
                  </ol>
                </td>
                <td data-label="Match">{application.matchScore ?? '—'}</td>
                <td className="rb-table-actions">
                  <button
                    type="button"
                    className="hg-button hg-button--ghost rb-small"
                    disabled={busy === application.id}
                    onClick={() => void onOriginal(application)}
                  >
                    Original file<span className="hg-visually-hidden"> of your application for {application.jobTitle}</span>
                  </button>
                  {FINAL_STAGES.includes(application.stage) ? null : (
                    <button
                      type="button"
                      className="hg-button hg-button--ghost rb-small"
                      disabled={busy === application.id}
                      onClick={() => void onWithdraw(application)}
                    >
                      Withdraw<span className="hg-visually-hidden"> application for {application.jobTitle}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
