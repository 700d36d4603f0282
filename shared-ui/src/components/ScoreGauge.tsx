import './score-gauge.css';

export interface ScoreGaugeProps {
  /** 0–100; values outside are clamped, a missing value shows an empty gauge. */
  value: number;
  /** What is scored, for the accessible name: "Resume score", "Match". */
  label: string;
  /** Optional line under the number ("out of 100", "Good"). */
  caption?: string;
  size?: number;
}

/** A band for the value, so the colour is never the only cue (the caption names it too). */
export function scoreBand(value: number): 'low' | 'mid' | 'high' {
  if (value >= 75) return 'high';
  if (value >= 50) return 'mid';
  return 'low';
}

const BAND_WORDS = { low: 'Needs work', mid: 'Fair', high: 'Strong' } as const;

/**
 * A 0–100 arc with the number as text. It is a `meter` to assistive technology, with its
 * value and a worded band, so the score reads the same without seeing the colour.
 */
export function ScoreGauge({ value, label, caption, size = 168 }: ScoreGaugeProps) {
  const score = Math.round(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));
  const band = scoreBand(score);
  // A 240° arc opening at the bottom: long enough to read, leaves room for the caption.
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const arc = (circumference * 240) / 360;
  const filled = (arc * score) / 100;
  const words = caption ?? BAND_WORDS[band];
  return (
    <div
      className={`hg-gauge hg-gauge--${band}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={score}
      aria-valuetext={`${score} out of 100, ${words}`}
      style={{ width: size }}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="hg-gauge-track" cx="50" cy="50" r={radius} strokeDasharray={`${arc} ${circumference}`} transform="rotate(150 50 50)" />
        <circle className="hg-gauge-value" cx="50" cy="50" r={radius} strokeDasharray={`${filled} ${circumference}`} transform="rotate(150 50 50)" />
        <text className="hg-gauge-number" x="50" y="53" textAnchor="middle">
          {score}
        </text>
        <text className="hg-gauge-scale" x="50" y="67" textAnchor="middle">
          / 100
        </text>
      </svg>
      <div className="hg-gauge-label">{label}</div>
      <div className="hg-gauge-caption">{words}</div>
    </div>
  );
}
