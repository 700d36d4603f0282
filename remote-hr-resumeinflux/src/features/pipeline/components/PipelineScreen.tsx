import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading, notify } from 'shared-ui';
import { saveFile } from 'shared-ui/download';
import { moveApplications } from '../api/applications-store';
import { useStageMessage } from '../../../lib/stage-messages/useStageMessage';
import { useJobRanking } from '../hooks/useJobRanking';
import { useJobApplications } from '../hooks/usePipelineData';
import { csvFileName, pipelineCsv } from '../utils/pipeline-csv';
import { filterApplications, passesFilters, skillsInPlay } from '../utils/pipeline-filters';
import { mergeRanking } from '../utils/ranked-order';
import { STAGE_LABELS } from '../utils/stages';
import { NO_FILTERS, type ApplicationRow, type PipelineActor, type PipelineFilters, type PipelineStage } from '../types/pipeline';
import { BulkMoveBar } from './BulkMoveBar';
import { PipelineBoard } from './PipelineBoard';
import { PipelineFiltersBar } from './PipelineFiltersBar';
import { RankedList } from './RankedList';
import { RankingStatus } from './RankingStatus';
import './pipeline.css';

/**
 * What another feature adds to each applicant (composed at the app level): criteria review's
 * filter control, who passes it, and a compact summary per applicant.
 */
export interface PipelineAddOn {
  control: ReactNode;
  passes: (applicationId: string) => boolean;
  summary: (applicationId: string) => ReactNode;
  problem: string | null;
}

export interface PipelineJob {
  id: string;
  title: string;
  status: string;
}

/**
 * /resumeinflux/hr: one job's pipeline, live. Board (drag or keyboard; each stage best match
 * first) or ranked list (the api's relevance ranking, with bulk moves), the same filters for
 * both, and the whole pipeline as CSV.
 */
export function PipelineScreen({
  actor,
  jobs,
  jobId,
  onJobChange,
  addOn,
}: {
  actor: PipelineActor;
  jobs: PipelineJob[];
  jobId: string | null;
  onJobChange: (jobId: string) => void;
  addOn?: PipelineAddOn;
}) {
  const id = useId();
  const { value: applications, problem } = useJobApplications(actor.orgId, jobId);
  const [view, setView] = useState<'board' | 'list'>('board');
  const [filters, setFilters] = useState<PipelineFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Moves shown at once, until the live snapshot carries them (or the write fails).
  const [pending, setPending] = useState<Record<string, PipelineStage>>({});
  const [busy, setBusy] = useState(false);

  const rows = useMemo(
    () =>
      (applications ?? []).map((application) =>
        pending[application.id] && pending[application.id] !== application.stage ? { ...application, stage: pending[application.id]! } : application,
      ),
    [applications, pending],
  );
  const shown = useMemo(() => filterApplications(rows, filters).filter((application) => !addOn || addOn.passes(application.id)), [rows, filters, addOn]);
  const ranking = useJobRanking(jobId, view === 'list');
  const rankedIds = useMemo(() => ranking.answer?.ranked.map((entry) => entry.applicationId) ?? null, [ranking.answer]);
  // The api gives the order; the live documents (and moves not yet saved) give everything shown.
  const rankReasons = useMemo(
    () => new Map((ranking.answer?.ranked ?? []).flatMap((entry) => (entry.rankReason ? [[entry.applicationId, entry.rankReason] as const] : []))),
    [ranking.answer],
  );
  const rankedShown = useMemo(
    () =>
      mergeRanking(rows, rankedIds, rankReasons).filter((entry) => passesFilters(entry.application, filters) && (!addOn || addOn.passes(entry.application.id))),
    [rows, rankedIds, rankReasons, filters, addOn],
  );
  const skills = useMemo(() => skillsInPlay(rows), [rows]);
  const job = jobs.find((option) => option.id === jobId);

  const move = async (targets: ApplicationRow[], stage: PipelineStage) => {
    setPending((current) => ({ ...current, ...Object.fromEntries(targets.map((application) => [application.id, stage])) }));
    try {
      const moved = await moveApplications(targets, stage, actor.uid);
      if (targets.length > 1) notify.success(`${moved} applicant${moved === 1 ? '' : 's'} moved to ${STAGE_LABELS[stage]}.`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The move could not be saved.');
    } finally {
      setPending((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !targets.some((application) => application.id === key))));
    }
  };

  // A single move to Interview, Offer or Rejected offers the stage's message first.
  const { requestMove, dialog } = useStageMessage(actor.orgId, STAGE_LABELS, (application, stage) => move([application as ApplicationRow], stage));

  const bulkMove = async (stage: PipelineStage) => {
    setBusy(true);
    await move(
      rows.filter((application) => selected.has(application.id)),
      stage,
    );
    setSelected(new Set());
    setBusy(false);
  };

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of ids) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const exportCsv = () => {
    if (!applications || !job) return;
    saveFile(csvFileName(job.title), new Blob([pipelineCsv(rows, rankedIds)], { type: 'text/csv;charset=utf-8' }));
  };

  if (jobs.length === 0) {
    return (
      <section className="hg-card">
        <h2>No jobs yet</h2>
        <p>
          The pipeline is per job. <Link to="/resumeinflux/jobs/new">Create a job</Link>, then upload resumes or wait for applications.
        </p>
      </section>
    );
  }

  return (
    <div className="pl-screen">
      <div className="pl-toolbar">
        <div className="hg-field">
          <label htmlFor={`${id}-job`}>Job</label>
          <select id={`${id}-job`} value={jobId ?? ''} onChange={(event) => onJobChange(event.target.value)}>
            {jobId ? null : <option value="">Choose a job</option>}
            {jobs.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title} ({option.status})
              </option>
            ))}
          </select>
        </div>
        <div className="pl-views" role="group" aria-label="View">
          <button type="button" className="hg-button hg-button--secondary" aria-pressed={view === 'board'} onClick={() => setView('board')}>
            Board
          </button>
          <button type="button" className="hg-button hg-button--secondary" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            Ranked list
          </button>
        </div>
        <button type="button" className="hg-button hg-button--ghost" onClick={exportCsv} disabled={!applications || rows.length === 0}>
          Export pipeline as CSV
        </button>
      </div>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {!jobId ? null : !applications ? (
        <Loading />
      ) : (
        <>
          <PipelineFiltersBar filters={filters} skills={skills} onChange={setFilters} />
          {addOn?.control}
          {addOn?.problem ? (
            <p role="alert" className="hg-error-text">
              {addOn.problem}
            </p>
          ) : null}
          <p role="status" className="pl-shown">
            {shown.length === rows.length ? `${rows.length} applicant${rows.length === 1 ? '' : 's'}` : `${shown.length} of ${rows.length} applicants shown`}
          </p>
          {rows.length === 0 ? (
            <section className="hg-card">
              <h2>No applicants yet</h2>
              <p>
                <Link to={`/resumeinflux/upload-resumes?job=${jobId}`}>Upload resumes</Link> into this job
                {job?.status === 'open' ? ', or wait for candidates to apply.' : '; once it is open, candidates can apply too.'}
              </p>
            </section>
          ) : view === 'board' ? (
            <PipelineBoard applications={shown} onMove={requestMove} cardExtra={addOn?.summary} />
          ) : (
            <>
              <BulkMoveBar count={selected.size} busy={busy} onMove={(stage) => void bulkMove(stage)} onClear={() => setSelected(new Set())} />
              <RankingStatus ranking={ranking} liveCount={rows.length} />
              {ranking.answer || ranking.error ? (
                <RankedList
                  entries={rankedShown}
                  orderedBy={ranking.answer ? 'model' : 'score'}
                  selected={selected}
                  onSelect={select}
                  onMove={requestMove}
                  rowExtra={addOn?.summary}
                />
              ) : null}
            </>
          )}
        </>
      )}
      {dialog}
    </div>
  );
}
