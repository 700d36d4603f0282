import type { Ranking } from '../types/ranking';
import { DownloadCsvButton } from './DownloadCsvButton';
import { RankingTable } from './RankingTable';

function rankedAtWords(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The outcome of a ranking: when it was made, the CSV download and the table. */
export function RankingResults({ ranking, kept }: { ranking: Ranking; kept: boolean }) {
  return (
    <section className="rk-results" aria-labelledby="rk-results-heading">
      <div className="rk-results-head">
        <div>
          <h2 id="rk-results-heading">Ranking</h2>
          <p className="hg-hint">
            Ranked {rankedAtWords(ranking.rankedAt)}.{' '}
            {kept ? 'Kept in this browser tab until you close it.' : 'This browser would not keep it: download the CSV before you leave.'}
          </p>
        </div>
        <DownloadCsvButton ranking={ranking} />
      </div>
      <RankingTable ranking={ranking} />
    </section>
  );
}
