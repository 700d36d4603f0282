import { scoreBand } from 'shared-ui/charts';

/**
 * A compact 0–100 score for a table cell: the number, a bar in the same bands and colours as
 * shared-ui's ScoreGauge, and a `meter` role with a worded value for screen readers.
 */
export function ScoreMeter({ score, label }: { score: number; label: string }) {
  const value = Math.round(Math.min(100, Math.max(0, score)));
  return (
    <div
      className={`rk-meter rk-meter--${scoreBand(value)}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value} out of 100`}
    >
      <span className="rk-meter-number">{value}</span>
      <span className="rk-meter-track" aria-hidden="true">
        <span className="rk-meter-fill" style={{ width: `${value}%` }} />
      </span>
    </div>
  );
}
