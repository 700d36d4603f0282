import { PageHeader, welcomeTitle } from 'shared-ui';
import { useSession } from 'shared-auth';
import { useInterviewerQueue } from '../hooks/useInterviewerQueue';
import { calibration, competencyName, dashboardFigures, queueState } from '../utils/interview-status';
import { InterviewQueue } from './InterviewQueue';
import '../interviews.css';

/** /dashboard/interviewer: upcoming and overdue interviews, scorecards to submit, calibration against the panel. */
export function InterviewerOverview() {
  const { user } = useSession();
  const { claims, items, panels, problem } = useInterviewerQueue();
  const now = Date.now();
  const figures = items ? dashboardFigures(items, now) : null;
  const cal = claims ? calibration(claims.uid, panels) : null;
  const toAct = (items ?? []).filter((i) => ['to-submit', 'overdue'].includes(queueState(i, now)));
  const upcoming = (items ?? []).filter((i) => ['upcoming', 'awaiting-candidate'].includes(queueState(i, now)));
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="Your interviews, the scorecards waiting for you, and how your ratings compare with your panels’." />
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {!items && !problem ? (
        <p className="hg-loading" role="status">
          <span className="hg-spinner" aria-hidden="true" /> Loading your interviews…
        </p>
      ) : null}
      {figures ? (
        <ul className="iv-figures" aria-label="Your interview figures">
          <li className="hg-card">
            <span className="iv-figure">{figures.upcoming}</span> upcoming
          </li>
          <li className={`hg-card${figures.overdue ? ' iv-figure-card--alert' : ''}`}>
            <span className="iv-figure">{figures.overdue}</span> overdue scorecards
          </li>
          <li className="hg-card">
            <span className="iv-figure">{figures.toSubmit}</span> scorecards to submit
          </li>
          <li className="hg-card">
            <span className="iv-figure">{figures.submitted}</span> submitted
          </li>
        </ul>
      ) : null}
      {items ? (
        <>
          <section aria-labelledby="iv-act-title" className="iv-section">
            <h2 id="iv-act-title">Scorecards to submit</h2>
            <InterviewQueue items={toAct} now={now} caption="Interviews waiting for your scorecard (overdue after 48 hours)" />
          </section>
          <section aria-labelledby="iv-upcoming-title" className="iv-section">
            <h2 id="iv-upcoming-title">Upcoming</h2>
            <InterviewQueue items={upcoming} now={now} caption="Live interviews ahead and AI-led interviews the candidate has not finished" />
          </section>
        </>
      ) : null}
      {cal ? (
        <section aria-labelledby="iv-cal-title" className="iv-section">
          <h2 id="iv-cal-title">Calibration</h2>
          {cal.interviews === 0 ? (
            <p className="hg-hint">
              Once you and another panelist have both submitted scorecards for an interview, your ratings are compared with theirs here.
            </p>
          ) : (
            <>
              <p>
                On {cal.interviews} shared interview{cal.interviews === 1 ? '' : 's'} you rate{' '}
                {cal.meanDifference === null
                  ? 'the same competencies'
                  : cal.meanDifference === 0
                    ? 'the same as'
                    : `${Math.abs(cal.meanDifference).toFixed(2)} points ${cal.meanDifference > 0 ? 'higher than' : 'lower than'}`}{' '}
                the rest of the panel on average
                {cal.agreement !== null ? `, and your recommendation agreed with theirs ${Math.round(cal.agreement * 100)}% of the time` : ''}.
              </p>
              <table className="iv-table">
                <caption>Your mean rating and the rest of the panel’s, per competency (1–5)</caption>
                <thead>
                  <tr>
                    <th scope="col">Competency</th>
                    <th scope="col">You</th>
                    <th scope="col">Panel</th>
                    <th scope="col">Difference</th>
                    <th scope="col">Ratings</th>
                  </tr>
                </thead>
                <tbody>
                  {cal.competencies.map((c) => (
                    <tr key={c.competency}>
                      <th scope="row">{competencyName(c.competency)}</th>
                      <td data-label="You">{c.mine.toFixed(2)}</td>
                      <td data-label="Panel">{c.panel.toFixed(2)}</td>
                      <td data-label="Difference">{(c.mine - c.panel >= 0 ? '+' : '') + (c.mine - c.panel).toFixed(2)}</td>
                      <td data-label="Ratings">{c.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}

/** /dashboard/interviewer/interviews: every interview in the queue. */
export function InterviewQueuePage() {
  const { items, problem } = useInterviewerQueue();
  return (
    <>
      <PageHeader title="Interview queue" lead="Every interview you are on the panel of, newest first." />
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {!items && !problem ? (
        <p className="hg-loading" role="status">
          <span className="hg-spinner" aria-hidden="true" /> Loading…
        </p>
      ) : null}
      {items ? <InterviewQueue items={items} now={Date.now()} /> : null}
    </>
  );
}
