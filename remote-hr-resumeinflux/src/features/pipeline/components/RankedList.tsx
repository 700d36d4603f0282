import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PIPELINE_STAGES } from 'shared-schemas';
import { isPipelineStage, SOURCE_LABELS, STAGE_LABELS } from '../utils/stages';
import type { ApplicationRow, PipelineStage } from '../types/pipeline';
import type { RankedEntry } from '../utils/ranked-order';
import { MatchScore } from './MatchScore';

/**
 * Applicants in the order given (the api's relevance ranking merged with the live documents),
 * each with their rank in the whole job, match score, matched and missing skills, fit summary
 * and a stage. An applicant the model put above a higher match score says why beside the score,
 * so the order and the numbers never disagree silently.
 */
export function RankedList({
  entries,
  orderedBy,
  selected,
  onSelect,
  onMove,
  rowExtra,
}: {
  entries: RankedEntry[];
  /** What the order is, for the table's caption. */
  orderedBy: 'model' | 'score';
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onMove: (application: ApplicationRow, stage: PipelineStage) => void;
  /** Shown under each applicant's name (criteria review's summary). */
  rowExtra?: (applicationId: string) => ReactNode;
}) {
  const ranked = entries.map((entry) => entry.application);
  const allSelected = ranked.length > 0 && ranked.every((application) => selected.has(application.id));
  return (
    <div className="pl-table-wrap">
      <table className="pl-table">
        <caption className="hg-visually-hidden">
          {orderedBy === 'model' ? 'Applicants ranked by HireGen’s relevance model, best first' : 'Applicants by match score, best first'}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Select every applicant shown"
                checked={allSelected}
                onChange={(event) =>
                  onSelect(
                    ranked.map((application) => application.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col">Rank</th>
            <th scope="col">Applicant</th>
            <th scope="col">Match</th>
            <th scope="col">Matched skills</th>
            <th scope="col">Missing skills</th>
            <th scope="col">Stage</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ application, rank, rankReason }) => (
            <tr key={application.id} aria-selected={selected.has(application.id)}>
              <td className="pl-cell-select">
                <input
                  type="checkbox"
                  aria-label={`Select ${application.name}`}
                  checked={selected.has(application.id)}
                  onChange={(event) => onSelect([application.id], event.target.checked)}
                />
              </td>
              <td className="pl-cell-rank" data-label="Rank">
                {rank}
              </td>
              <th scope="row" className="pl-applicant">
                <Link to={`/resumeinflux/hr/applications/${application.id}`}>{application.name}</Link>
                {application.email ? <span className="hg-hint">{application.email}</span> : null}
                {rowExtra?.(application.id)}
                {application.match.summary ? (
                  <details className="pl-summary">
                    <summary>Fit summary</summary>
                    <p>{application.match.summary}</p>
                  </details>
                ) : null}
              </th>
              <td data-label="Match">
                <MatchScore score={application.match.score} name={application.name} />
                {rankReason ? <p className="pl-rank-reason">{rankReason}</p> : null}
              </td>
              <td data-label="Matched" className="pl-skills pl-skills--matched">
                {application.match.matched.join(', ') || '—'}
              </td>
              <td data-label="Missing" className={application.match.missing.length ? 'pl-skills pl-skills--missing' : 'pl-skills'}>
                {application.match.missing.join(', ') || '—'}
              </td>
              <td data-label="Stage">
                <select
                  aria-label={`Stage of ${application.name}`}
                  value={application.stage}
                  onChange={(event) => isPipelineStage(event.target.value) && onMove(application, event.target.value)}
                >
                  {PIPELINE_STAGES.map((stage) => (
                    <option key={stage} value={stage}>
                      {STAGE_LABELS[stage]}
                    </option>
                  ))}
                  {application.stage === 'withdrawn' ? (
                    <option value="withdrawn" disabled>
                      Withdrawn
                    </option>
                  ) : null}
                </select>
              </td>
              <td data-label="Source">{SOURCE_LABELS[application.source]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
