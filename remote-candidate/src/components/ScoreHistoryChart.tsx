/**
 * Resume scores over time: one line per resume on a 0–100 scale, with the same numbers in a
 * table for screen readers and anyone who prefers one (the SVG is hidden from assistive tech).
 */
export interface ScoreSeries {
  id: string;
  title: string;
  points: { at: number; score: number }[];
}

const COLORS = ['#1d4ed8', '#15803d', '#b45309', '#7c3aed', '#be123c', '#0f766e'];
// Drawn about the size it is shown at (a half-width card): a wider drawing scaled down made its
// labels ~5 px tall.
const W = 320;
const H = 190;
const PAD = { left: 30, right: 10, top: 10, bottom: 24 };

export function ScoreHistoryChart({ series }: { series: ScoreSeries[] }) {
  const withPoints = series.filter((s) => s.points.length > 0);
  if (withPoints.length === 0) return <p>No scores yet: scores are recorded as you edit a resume.</p>;
  const times = withPoints.flatMap((s) => s.points.map((p) => p.at));
  const min = Math.min(...times);
  const max = Math.max(...times);
  const span = Math.max(1, max - min);
  const x = (t: number) => PAD.left + ((t - min) / span) * (W - PAD.left - PAD.right);
  const y = (score: number) => PAD.top + (1 - score / 100) * (H - PAD.top - PAD.bottom);
  const day = (t: number) => new Date(t).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

  return (
    <div className="rb-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="presentation" aria-hidden="true" focusable="false">
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#55657a">
              {tick}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize="12" fill="#55657a">
          {day(min)}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="12" fill="#55657a" textAnchor="end">
          {day(max)}
        </text>
        {withPoints.map((s, index) => {
          const color = COLORS[index % COLORS.length];
          const d = s.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.at).toFixed(1)},${y(p.score).toFixed(1)}`).join(' ');
          return (
            <g key={s.id}>
              <path d={d} fill="none" stroke={color} strokeWidth="2.5" />
              {s.points.map((p, i) => (
                <circle key={i} cx={x(p.at)} cy={y(p.score)} r="3.5" fill={color} />
              ))}
            </g>
          );
        })}
      </svg>
      <ul className="rb-legend" aria-hidden="true">
        {withPoints.map((s, index) => (
          <li key={s.id}>
            <span className="rb-swatch" style={{ background: COLORS[index % COLORS.length] }} /> {s.title}
          </li>
        ))}
      </ul>
      <details className="rb-chart-table">
        <summary>Scores as a table</summary>
        <table className="rb-table">
          <caption>Resume scores over time</caption>
          <thead>
            <tr>
              <th scope="col">Resume</th>
              <th scope="col">Date</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {withPoints.flatMap((s) =>
              s.points.map((p, i) => (
                <tr key={`${s.id}-${i}`}>
                  <th scope="row">{s.title}</th>
                  <td>{new Date(p.at).toLocaleString()}</td>
                  <td>{p.score}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </details>
    </div>
  );
}
