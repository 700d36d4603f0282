import { useId } from 'react';
import { APPLICATION_SOURCES, PIPELINE_STAGES, type ApplicationSource } from 'shared-schemas';
import { NO_FILTERS, type PipelineFilters, type PipelineStage } from '../types/pipeline';
import { SOURCE_LABELS, STAGE_LABELS } from '../utils/stages';

/** Stage, minimum score, skill, source and name filters for both views. */
export function PipelineFiltersBar({
  filters,
  skills,
  onChange,
}: {
  filters: PipelineFilters;
  skills: string[];
  onChange: (filters: PipelineFilters) => void;
}) {
  const id = useId();
  const set = <K extends keyof PipelineFilters>(key: K, value: PipelineFilters[K]) => onChange({ ...filters, [key]: value });
  const active = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <fieldset className="pl-filters">
      <legend>Filter applicants</legend>
      <div className="hg-field">
        <label htmlFor={`${id}-query`}>Name or email</label>
        <input id={`${id}-query`} type="search" value={filters.query} onChange={(event) => set('query', event.target.value)} />
      </div>
      <div className="hg-field">
        <label htmlFor={`${id}-stage`}>Stage</label>
        <select id={`${id}-stage`} value={filters.stage} onChange={(event) => set('stage', event.target.value as PipelineStage | 'all')}>
          <option value="all">All stages</option>
          {PIPELINE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <div className="hg-field">
        <label htmlFor={`${id}-score`}>Minimum match: {filters.minScore}</label>
        <input
          id={`${id}-score`}
          type="range"
          min={0}
          max={100}
          step={5}
          value={filters.minScore}
          onChange={(event) => set('minScore', Number(event.target.value))}
        />
      </div>
      <div className="hg-field">
        <label htmlFor={`${id}-skill`}>Has skill</label>
        <input id={`${id}-skill`} list={`${id}-skills`} value={filters.skill} onChange={(event) => set('skill', event.target.value)} />
        <datalist id={`${id}-skills`}>
          {skills.map((skill) => (
            <option key={skill} value={skill} />
          ))}
        </datalist>
      </div>
      <div className="hg-field">
        <label htmlFor={`${id}-source`}>Source</label>
        <select id={`${id}-source`} value={filters.source} onChange={(event) => set('source', event.target.value as ApplicationSource | 'all')}>
          <option value="all">All sources</option>
          {APPLICATION_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      {active ? (
        <button type="button" className="hg-button hg-button--ghost" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      ) : null}
    </fieldset>
  );
}
