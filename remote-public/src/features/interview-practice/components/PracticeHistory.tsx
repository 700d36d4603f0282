import { SeriesChart } from 'shared-ui/charts';
import type { PracticeHistoryEntry } from '../types/practice';

const dateLabel = (d: Date | null) => (d ? d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) : '—');

/** A candidate's saved sessions: progress over time (oldest to newest) and the list, newest first. */
export function PracticeHistory({ entries, loading, error }: { entries: PracticeHistoryEntry[]; loading: boolean; error: string | null }) {
  return (
    <section className="hg-card practice-history" aria-labelledby="practice-history-title">
      <h2 id="practice-history-title">Your practice history</h2>
      {loading ? (
        <p role="status" className="hg-hint">
          Loading your sessions…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : null}
      {!loading && !error && entries.length === 0 ? <p className="hg-hint">No sessions yet: your finished sessions appear here.</p> : null}
      {entries.length > 1 ? (
        <SeriesChart
          title="Overall score per session (1–5)"
          points={[...entries].reverse().map((e, i) => ({ label: `${i + 1}. ${dateLabel(e.startedAt)}`, overall: e.overall }))}
          series={[{ key: 'overall', label: 'Overall score' }]}
          height={140}
        />
      ) : null}
      {entries.length ? (
        <ol className="practice-history-list" reversed>
          {entries.map((e) => (
            <li key={e.id}>
              <strong>{e.title}</strong> · {dateLabel(e.startedAt)} · {e.overall.toFixed(1)}/5 · {e.answered}/{e.asked} answered
              {e.competencies.length ? <span className="hg-hint"> — {e.competencies.map((c) => `${c.label} ${c.score.toFixed(1)}`).join(', ')}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
