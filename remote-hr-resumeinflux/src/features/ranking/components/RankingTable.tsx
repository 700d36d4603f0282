import type { Ranking } from '../types/ranking';
import { RankingTableRow } from './RankingTableRow';

/** The ranking, best first, in a table that scrolls sideways inside its own box on a phone. */
export function RankingTable({ ranking }: { ranking: Ranking }) {
  const ranked = ranking.rows.filter((row) => row.error === undefined).length;
  const failed = ranking.rows.length - ranked;
  const caption = `${ranking.jobTitle ? `Candidates for ${ranking.jobTitle}` : 'Candidates'}, best match first: ${ranked} ranked${failed ? `, ${failed} could not be read` : ''}`;
  return (
    <>
      {/* Shown above the scrolling box so it stays readable on a phone; the caption says it to screen readers. */}
      <p className="rk-table-title" aria-hidden="true">{caption}</p>
      <div className="rk-table-scroll" role="region" aria-label="Ranking table" tabIndex={0}>
        <table className="rk-table">
          <caption className="hg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Resume</th>
            <th scope="col">Score</th>
            <th scope="col">Top matched skills</th>
            <th scope="col">Missing skills</th>
            <th scope="col"><span className="hg-visually-hidden">Details</span></th>
          </tr>
        </thead>
        <tbody>
          {ranking.rows.map((row) => (
            <RankingTableRow key={row.file} row={row} />
          ))}
        </tbody>
        </table>
      </div>
    </>
  );
}
