import { Loading } from 'shared-ui';
import { JOB_RANKING_LIMITS } from 'shared-schemas';
import type { JobRanking } from '../hooks/useJobRanking';

const people = (count: number) => `${count} applicant${count === 1 ? '' : 's'}`;

/**
 * Above the ranked list: what its order means, how much of the job the relevance model ordered
 * (with a button for a larger page), applicants who arrived since, progress and errors.
 */
export function RankingStatus({ ranking, liveCount }: { ranking: JobRanking; liveCount: number }) {
  const { answer, error, loading } = ranking;
  if (!answer && !error) return <Loading label="Ranking applicants…" />;
  const ranked = answer?.ranked.length ?? 0;
  const canRankMore = answer !== null && ranked < answer.total && ranked < JOB_RANKING_LIMITS.maxLimit;
  const arrived = answer ? liveCount - answer.total : 0;
  return (
    <div className="pl-ranking">
      <p className="pl-order-note">{answer ? 'Ranked by HireGen’s relevance model; match score shown.' : 'Shown by match score until the ranking loads.'}</p>
      {answer && ranked < answer.total ? (
        <p className="pl-order-note">
          The top {ranked} of {answer.total} are in the model’s order; the rest follow by match score.{' '}
          {canRankMore ? (
            <button type="button" className="hg-button hg-button--secondary" disabled={loading} onClick={() => ranking.rankMore(JOB_RANKING_LIMITS.maxLimit)}>
              Rank the top {Math.min(answer.total, JOB_RANKING_LIMITS.maxLimit)}
            </button>
          ) : null}
        </p>
      ) : null}
      {answer && arrived > 0 ? (
        <p className="pl-order-note">
          {people(arrived)} arrived since the ranking and follow by match score.{' '}
          <button type="button" className="hg-button hg-button--secondary" disabled={loading} onClick={ranking.retry}>
            Rank again
          </button>
        </p>
      ) : null}
      {loading ? <Loading label={ranking.limit > JOB_RANKING_LIMITS.defaultLimit ? `Ranking the top ${ranking.limit}…` : 'Ranking applicants again…'} /> : null}
      {error ? (
        <div role="alert" className="pl-ranking-error">
          <p className="hg-error-text">{error}</p>
          <button type="button" className="hg-button" onClick={ranking.retry}>
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}
