import './series-chart.css';

export interface ChartSeries {
  key: string;
  label: string;
  /** A CSS colour; the design system's blue, amber, green, red by default. */
  color?: string;
}

export type ChartPoint = { label: string } & Record<string, number | string>;

const PALETTE = ['#1d4ed8', '#b45309', '#15803d', '#b91c1c', '#7c3aed', '#0e7490'];

/**
 * Grouped bars over time (a day or a week per group), drawn in SVG for the eye with the same
 * numbers in a table for screen readers and keyboard users (the SVG is hidden from them).
 * No chart library: a handful of rectangles and one scale.
 */
export function SeriesChart({
  title,
  points,
  series,
  height = 180,
  caption,
}: {
  title: string;
  points: ChartPoint[];
  series: ChartSeries[];
  height?: number;
  caption?: string;
}) {
  const max = Math.max(1, ...points.flatMap((point) => series.map((s) => Number(point[s.key] ?? 0))));
  const groupWidth = 100 / Math.max(1, points.length);
  const barWidth = (groupWidth * 0.8) / Math.max(1, series.length);
  const colorOf = (s: ChartSeries, i: number) => s.color ?? PALETTE[i % PALETTE.length];
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="hg-series-chart">
      <figcaption className="hg-series-chart-title">{title}</figcaption>
      <ul className="hg-series-chart-legend" aria-hidden="true">
        {series.map((s, i) => (
          <li key={s.key}>
            <span className="hg-series-chart-swatch" style={{ background: colorOf(s, i) }} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="hg-series-chart-plot" aria-hidden="true">
        <span className="hg-series-chart-max">{max}</span>
        <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" height={height} width="100%" focusable="false">
          <line x1="0" x2="100" y1={height - 0.5} y2={height - 0.5} stroke="#cbd5e1" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          {points.map((point, p) =>
            series.map((s, i) => {
              const value = Number(point[s.key] ?? 0);
              const h = (value / max) * (height - 4);
              return (
                <rect
                  key={`${point.label}-${s.key}`}
                  x={p * groupWidth + groupWidth * 0.1 + i * barWidth}
                  y={height - h}
                  width={barWidth}
                  height={h}
                  fill={colorOf(s, i)}
                >
                  <title>{`${point.label} · ${s.label}: ${value}`}</title>
                </rect>
              );
            }),
          )}
        </svg>
        <div className="hg-series-chart-axis">
          {points.map((point, p) => (
            <span key={point.label} style={{ width: `${groupWidth}%` }}>
              {p % every === 0 ? point.label : ''}
            </span>
          ))}
        </div>
      </div>
      <details className="hg-series-chart-data">
        <summary>Show the numbers</summary>
        <table>
          <caption className="hg-visually-hidden">{caption ?? title}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{Number(point[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
