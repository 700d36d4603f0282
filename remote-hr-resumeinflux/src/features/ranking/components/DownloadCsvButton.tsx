import type { Ranking } from '../types/ranking';
import { downloadText } from '../utils/download-text';
import { rankingCsv, rankingFileName } from '../utils/ranking-csv';

/** Saves the ranking as a CSV file, built here in the browser. */
export function DownloadCsvButton({ ranking }: { ranking: Ranking }) {
  return (
    <button type="button" className="hg-button hg-button--secondary" onClick={() => downloadText(rankingFileName(ranking), rankingCsv(ranking))}>
      Download CSV
    </button>
  );
}
