import { useEffect, useState } from 'react';
import { RECOMMENDATION_LABELS, RECOMMENDATIONS } from 'shared-schemas';
import { subscribeApplicantInterviews, type ApplicantInterview } from '../api/interviews-store';
import { combineScorecards } from '../utils/combine-scorecards';
import '../interviews.css';

const label = (id: string) => id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const when = (d: Date | null) => (d ? d.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) : '—');

/** An applicant's interviews and the combined scorecard (submitted scorecards only), for the applicant card or detail. */
export function ApplicantInterviews({ orgId, applicationId, compact = false }: { orgId: string; applicationId: string; compact?: boolean }) {
  const [rows, setRows] = useState<ApplicantInterview[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => subscribeApplicantInterviews(orgId, applicationId, setRows, () => setProblem('Interviews could not be loaded.')), [orgId, applicationId]);

  if (problem)
    return (
      <p className="hg-error-text" role="alert">
        {problem}
      </p>
    );
  if (!rows)
    return (
      <p className="hg-hint" role="status">
        Loading interviews…
      </p>
    );
  if (!rows.length) return compact ? null : <p className="hg-hint">No interviews yet.</p>;
  const combined = combineScorecards(rows);

  if (compact) {
    return (
      <p className="hr-scorecard-compact" aria-label="Interview scorecard">
        Scorecards {combined.submitted}/{combined.expected}
        {combined.leaning ? ` · ${RECOMMENDATION_LABELS[combined.leaning]}` : ''}
        {combined.competencies.length ? ` · ${combined.competencies.map((c) => `${label(c.competency)} ${c.mean.toFixed(1)}`).join(', ')}` : ''}
      </p>
    );
  }
  return (
    <section className="hr-interviews" aria-label="Interviews and combined scorecard">
      <ul className="hr-interview-list">
        {rows.map((r) => (
          <li key={r.id}>
            {r.mode === 'ai-async' ? `AI-led, answer by ${when(r.dueAt)}` : `Live, ${when(r.scheduledAt)}`} · {r.status} · {r.answered}/{r.questions.length}{' '}
            answered · scorecards {r.scorecards.filter((c) => c.submittedAt).length}/{r.interviewerUids.length}
          </li>
        ))}
      </ul>
      <h4>Combined scorecard</h4>
      {combined.submitted === 0 ? (
        <p className="hg-hint">No scorecard submitted yet.</p>
      ) : (
        <>
          <table className="hr-table">
            <caption>
              Mean rating per competency over {combined.submitted} submitted scorecard{combined.submitted === 1 ? '' : 's'} (1–5)
            </caption>
            <thead>
              <tr>
                <th scope="col">Competency</th>
                <th scope="col">Mean</th>
                <th scope="col">Ratings</th>
              </tr>
            </thead>
            <tbody>
              {combined.competencies.map((c) => (
                <tr key={c.competency}>
                  <th scope="row">{label(c.competency)}</th>
                  <td>{c.mean.toFixed(1)}</td>
                  <td>{c.ratings.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Recommendations:{' '}
            {RECOMMENDATIONS.filter((r) => combined.recommendations[r])
              .map((r) => `${RECOMMENDATION_LABELS[r]} ×${combined.recommendations[r]}`)
              .join(', ') || 'none'}
            {combined.leaning ? ` — leaning ${RECOMMENDATION_LABELS[combined.leaning]}` : ''}
          </p>
          {combined.notes.length ? (
            <ul className="hr-notes">
              {combined.notes.map((n, i) => (
                <li key={i}>
                  <strong>{n.author}:</strong> {n.text}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
