import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { lazyComponent } from 'shared-ui';
import { loadPracticeProgress, type PracticePoint } from '../api/practice-progress';

// The chart shows only once there are two sessions to compare, after Firestore has answered: its
// code (shared-ui/charts and its stylesheet) is not part of the dashboard's first render.
const SeriesChart = lazyComponent(() => import('shared-ui/charts').then((m) => m.SeriesChart), { what: 'The practice chart' });

const day = (d: Date | null) => (d ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) : '—');

/** Practice interview history with progress over time, for the candidate dashboard. */
export function PracticeProgress() {
  const [points, setPoints] = useState<PracticePoint[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadPracticeProgress().then(
      (p) => live && setPoints(p),
      () => live && setProblem('Your practice history could not be loaded.'),
    );
    return () => {
      live = false;
    };
  }, []);
  const first = points?.[0];
  const last = points?.[points.length - 1];
  return (
    <section aria-labelledby="practice-progress-title" className="ai-practice">
      <h2 id="practice-progress-title">Interview practice</h2>
      {problem ? (
        <p className="hg-error-text" role="alert">
          {problem}
        </p>
      ) : null}
      {!points && !problem ? (
        <p className="hg-hint" role="status">
          Loading your practice history…
        </p>
      ) : null}
      {points && points.length === 0 ? (
        <p>
          No practice yet. <Link to="/mock-interview#practice-now">Practise an interview</Link> for a job you want.
        </p>
      ) : null}
      {points && points.length > 0 ? (
        <>
          <p>
            {points.length} session{points.length === 1 ? '' : 's'}; latest {last!.overall.toFixed(1)}/5
            {points.length > 1
              ? ` (first ${first!.overall.toFixed(1)}/5, ${last!.overall - first!.overall >= 0 ? '+' : ''}${(last!.overall - first!.overall).toFixed(1)})`
              : ''}
            . <Link to="/mock-interview#practice-now">Practise again</Link>
          </p>
          {points.length > 1 ? (
            <SeriesChart
              title="Overall practice score per session (1–5)"
              points={points.map((p, i) => ({ label: `${i + 1}. ${day(p.startedAt)}`, overall: p.overall }))}
              series={[{ key: 'overall', label: 'Overall' }]}
              height={140}
            />
          ) : null}
          <ol reversed>
            {[...points]
              .reverse()
              .slice(0, 5)
              .map((p) => (
                <li key={p.id}>
                  {p.title} · {day(p.startedAt)} · {p.overall.toFixed(1)}/5
                  {p.competencies.length ? ` — ${p.competencies.map((c) => `${c.label} ${c.score.toFixed(1)}`).join(', ')}` : ''}
                </li>
              ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
