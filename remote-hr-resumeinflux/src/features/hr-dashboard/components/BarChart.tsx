import { useId } from 'react';

export interface BarRow {
  label: string;
  value: number;
  /** The value as written beside the bar and in the table. */
  text: string;
}

/**
 * Horizontal bars for sighted readers, and the same figures as a table for screen readers
 * (the bars are hidden from them): one chart, one reading.
 */
export function BarChart({ title, rows, labelHeader, valueHeader }: { title: string; rows: BarRow[]; labelHeader: string; valueHeader: string }) {
  const id = useId();
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <figure className="hd-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="hd-chart-title">
        {title}
      </figcaption>
      <div className="hd-bars" aria-hidden="true">
        {rows.map((row) => (
          <div key={row.label} className="hd-bar-row">
            <span className="hd-bar-label">{row.label}</span>
            <span className="hd-bar-track">
              <span className="hd-bar-fill" style={{ width: `${(row.value / max) * 100}%` }} />
            </span>
            <span className="hd-bar-value">{row.text}</span>
          </div>
        ))}
      </div>
      <table className="hg-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
