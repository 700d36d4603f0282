/** A match score 0–100 as a labelled meter with its number, so colour is never the only cue. */
export function MatchScore({ score, name }: { score: number; name: string }) {
  const value = Math.round(Math.max(0, Math.min(100, score)));
  const band = value >= 75 ? 'high' : value >= 50 ? 'mid' : 'low';
  return (
    <span className="pl-score">
      <span
        className={`pl-score-track pl-score-track--${band}`}
        role="meter"
        aria-label={`Match score for ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <span className="pl-score-fill" style={{ width: `${value}%` }} />
      </span>
      <span className="pl-score-value" aria-hidden="true">
        {value}
      </span>
    </span>
  );
}
