import { Fragment, useId, useState } from 'react';
import { ScoreGauge, SkillChips } from 'shared-ui/charts';
import type { RankingRow } from '../types/ranking';
import { ScoreMeter } from './ScoreMeter';

/** Chips shown in the row; the full lists are in the expanded detail. */
const CHIPS_IN_ROW = 3;
const COLUMNS = 6;

/** One resume of the ranking; its fit summary opens under it. A file that failed says why. */
export function RankingTableRow({ row }: { row: RankingRow }) {
  const detailId = useId();
  const [open, setOpen] = useState(false);

  if (row.error !== undefined || row.score === undefined) {
    return (
      <tr className="rk-row rk-row--failed">
        <td className="rk-rank">—</td>
        <th scope="row" className="rk-file-cell">{row.file}</th>
        <td colSpan={COLUMNS - 2}>
          <p className="hg-error-text rk-row-error">
            <span className="hg-visually-hidden">Not ranked: </span>
            {row.error ?? 'This file could not be read.'}
          </p>
        </td>
      </tr>
    );
  }

  const about = [row.currentTitle, row.yearsExperience !== undefined ? `${row.yearsExperience} yrs experience` : undefined].filter(Boolean).join(' · ');
  return (
    <Fragment>
      <tr className="rk-row">
        <td className="rk-rank">{row.rank}</td>
        <th scope="row" className="rk-file-cell">
          <span className="rk-file-title">{row.file}</span>
          {about ? <span className="rk-about">{about}</span> : null}
        </th>
        <td className="rk-score-cell">
          <ScoreMeter score={row.score} label={`Match score for ${row.file}`} />
        </td>
        <td className="rk-chips-cell">
          <SkillChips label={`Top matched skills of ${row.file}`} skills={row.matched.slice(0, CHIPS_IN_ROW).map((name) => ({ name, kind: 'matched' }))} />
        </td>
        <td className="rk-chips-cell">
          <SkillChips label={`Missing skills of ${row.file}`} skills={row.missing.slice(0, CHIPS_IN_ROW).map((name) => ({ name, kind: 'missing' }))} />
        </td>
        <td>
          <button
            type="button"
            className="hg-button hg-button--ghost rk-expand"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={`Fit summary for ${row.file}`}
            onClick={() => setOpen((value) => !value)}
          >
            {/* The name stays the same; aria-expanded says whether it is open. */}
            Summary <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        </td>
      </tr>
      <tr id={detailId} className="rk-detail" hidden={!open}>
        <td colSpan={COLUMNS}>
          {open ? (
            <div className="rk-detail-body">
              <ScoreGauge value={row.score} label="Match" size={120} />
              <div className="rk-detail-text">
                {row.summary ? <p className="rk-summary">{row.summary}</p> : null}
                {row.strengths.length ? (
                  <>
                    <h3 className="rk-detail-heading">Strengths</h3>
                    <ul>{row.strengths.map((line) => <li key={line}>{line}</li>)}</ul>
                  </>
                ) : null}
                {row.gaps.length ? (
                  <>
                    <h3 className="rk-detail-heading">Gaps</h3>
                    <ul>{row.gaps.map((line) => <li key={line}>{line}</li>)}</ul>
                  </>
                ) : null}
                <SkillChips label="All matched skills" skills={row.matched.map((name) => ({ name, kind: 'matched' }))} />
                <SkillChips label="All missing skills" skills={row.missing.map((name) => ({ name, kind: 'missing' }))} empty="None: every skill the job asks for was found." />
              </div>
            </div>
          ) : null}
        </td>
      </tr>
    </Fragment>
  );
}
