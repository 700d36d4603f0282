import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { Loading, PageHeader, welcomeTitle } from 'shared-ui';
import { APPLICATION_STAGES } from 'shared-schemas';
import { ScoreHistoryChart } from '../../../components/ScoreHistoryChart';
import type { ProfileState } from '../../../lib/candidate-profile';
import type { CandidateApplication } from '../../../lib/applications/applications';
import { STAGE_WORDS } from '../../../lib/applications/stage-words';
import type { ResumeRecord } from '../../../lib/resumes/resume-record';
import { nextSteps } from '../model/next-steps';

/** The candidate's real state: next steps, scores over time, applications by stage, practice. */
export function OverviewPage({
  resumes,
  applications,
  profile,
  paths,
  practice,
  resumesProblem = null,
  applicationsProblem = null,
}: {
  resumes: ResumeRecord[] | null;
  applications: CandidateApplication[] | null;
  profile: ProfileState | null;
  paths: { resumes: string; jobs: string; tailor: string; privacy: string; applications: string };
  practice?: ReactNode;
  /** A sentence to show in place of the figures when their read failed. */
  resumesProblem?: string | null;
  applicationsProblem?: string | null;
}) {
  const { user } = useSession();
  const header = <PageHeader title={welcomeTitle(user?.name)} lead="Your resumes, applications and what to do next." />;
  // The greeting comes from the session at once; the figures follow when Firestore answers.
  if (resumes === null) {
    return (
      <>
        {header}
        {resumesProblem ? (
          <p role="alert" className="hg-error-text">
            {resumesProblem}
          </p>
        ) : (
          <Loading />
        )}
      </>
    );
  }
  const steps = nextSteps(
    {
      resumes: resumes.map((r) => ({ id: r.id, title: r.title, latestScore: r.score[r.score.length - 1]?.overall ?? null, review: r.review.length })),
      primaryResumeId: profile?.primaryResumeId ?? null,
      directoryOptIn: profile?.directoryOptIn ?? false,
      applications: applications ?? [],
    },
    paths,
  );
  const byStage = APPLICATION_STAGES.map((stage) => ({ stage, count: (applications ?? []).filter((a) => a.stage === stage).length })).filter(
    (s) => s.count > 0,
  );

  return (
    <>
      {header}
      {steps.length ? (
        <section className="hg-card rb-overview-block" aria-labelledby="next-steps-title">
          <h2 id="next-steps-title">Next steps</h2>
          <ol>
            {steps.map((step) => (
              <li key={step.text}>
                <Link to={step.to}>{step.text}</Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="rb-overview-grid">
        <section className="hg-card rb-overview-block" aria-labelledby="scores-title">
          <h2 id="scores-title">Resume scores over time</h2>
          <ScoreHistoryChart
            series={resumes.map((r) => ({ id: r.id, title: r.title, points: r.score.map((p) => ({ at: Date.parse(p.at), score: p.overall })) }))}
          />
          <p>
            <Link to={paths.resumes}>All resumes ({resumes.length})</Link>
          </p>
        </section>
        <section className="hg-card rb-overview-block" aria-labelledby="stages-title">
          <h2 id="stages-title">Applications by stage</h2>
          {applications === null && applicationsProblem ? (
            <p role="alert" className="hg-error-text">
              {applicationsProblem}
            </p>
          ) : applications === null ? (
            <Loading />
          ) : byStage.length === 0 ? (
            <p>No applications yet.</p>
          ) : (
            <ul className="rb-stage-counts">
              {byStage.map(({ stage, count }) => (
                <li key={stage}>
                  <span className={`rb-stage rb-stage--${stage}`}>{STAGE_WORDS[stage]}</span> <strong>{count}</strong>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={paths.applications}>Application tracker</Link>
          </p>
        </section>
        {practice ? <div className="hg-card rb-overview-block">{practice}</div> : null}
      </div>
    </>
  );
}
