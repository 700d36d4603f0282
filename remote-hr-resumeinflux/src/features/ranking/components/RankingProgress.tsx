import type { RankingPhase } from '../hooks/useRanking';

/** Upload progress, then "ranking" while the api reads and scores every resume. */
export function RankingProgress({ phase, progress, fileCount, onCancel }: { phase: RankingPhase; progress: number; fileCount: number; onCancel: () => void }) {
  if (phase !== 'uploading' && phase !== 'ranking') return null;
  const percent = Math.round(progress * 100);
  const words =
    phase === 'uploading'
      ? `Uploading ${fileCount} ${fileCount === 1 ? 'resume' : 'resumes'}… ${percent}%`
      : `Reading and ranking ${fileCount} ${fileCount === 1 ? 'resume' : 'resumes'}…`;
  return (
    <div className="rk-progress">
      {phase === 'uploading' ? (
        <progress max={100} value={percent} aria-label="Upload progress" />
      ) : (
        <progress aria-label="Ranking in progress" />
      )}
      <p className="rk-progress-text">{words}</p>
      <button type="button" className="hg-button hg-button--ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
