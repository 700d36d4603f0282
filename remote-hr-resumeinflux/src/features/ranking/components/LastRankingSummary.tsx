import { Link } from 'react-router-dom';
import type { Ranking } from '../types/ranking';
import { ScoreMeter } from './ScoreMeter';
import './ranking.css';

const TOP = 5;

/** The workspace's view of the last ranking in this tab: its top five and a way back to it. */
export function LastRankingSummary({ ranking }: { ranking: Ranking }) {
  const ranked = ranking.rows.filter((row) => row.error === undefined && row.score !== undefined);
  const failed = ranking.rows.length - ranked.length;
  const when = new Date(ranking.rankedAt);
  return (
    <section className="hg-card rk-last" aria-labelledby="rk-last-heading">
      <h2 id="rk-last-heading">Last ranking{ranking.jobTitle ? `: ${ranking.jobTitle}` : ''}</h2>
      <p className="hg-hint">
        {ranked.length} {ranked.length === 1 ? 'resume' : 'resumes'} ranked
        {failed ? `, ${failed} could not be read` : ''}
        {Number.isNaN(when.getTime()) ? '' : ` · ${when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`}
      </p>
      {ranked.length ? (
        <ol className="rk-top" aria-label={`Top ${Math.min(TOP, ranked.length)} candidates`}>
          {ranked.slice(0, TOP).map((row) => (
            <li key={row.file} className="rk-top-item">
              <span className="rk-top-name">
                {row.file}
                {row.currentTitle ? <span className="rk-about">{row.currentTitle}</span> : null}
              </span>
              <ScoreMeter score={row.score ?? 0} label={`Match score for ${row.file}`} />
            </li>
          ))}
        </ol>
      ) : null}
      <Link to="/resumeinflux/upload-resumes" className="hg-button hg-button--secondary">
        See the full ranking
      </Link>
    </section>
  );
}
