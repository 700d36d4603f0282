import { useEffect, useState, type FormEvent } from 'react';
import type { JobFilters } from '../model/job-filters';

/**
 * The job list's filters. Text is applied on submit (one history entry per search, not per key);
 * the two choices apply as soon as they change. The fields follow the URL when it changes
 * (back button, a shared link).
 */
export function JobFiltersForm({
  filters,
  onChange,
  minChoices,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
  minChoices: readonly number[];
}) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  return (
    <form className="rb-job-filters" role="search" aria-label="Filter jobs" onSubmit={submit}>
      <div className="hg-field">
        <label htmlFor="jobs-q">Search jobs</label>
        <input id="jobs-q" type="search" value={draft.q} maxLength={100} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
      </div>
      <div className="hg-field">
        <label htmlFor="jobs-location">Location</label>
        <input id="jobs-location" type="search" value={draft.location} maxLength={100} onChange={(e) => setDraft({ ...draft, location: e.target.value })} />
      </div>
      <div className="hg-field">
        <label htmlFor="jobs-mode">Work arrangement</label>
        <select id="jobs-mode" value={draft.mode} onChange={(e) => onChange({ ...draft, mode: e.target.value as JobFilters['mode'] })}>
          <option value="">Any</option>
          <option value="remote">Remote</option>
          <option value="hybrid">Hybrid</option>
          <option value="onsite">On site</option>
        </select>
      </div>
      <div className="hg-field">
        <label htmlFor="jobs-min">Minimum match</label>
        <select id="jobs-min" value={draft.min} onChange={(e) => onChange({ ...draft, min: Number(e.target.value) })}>
          {minChoices.map((value) => (
            <option key={value} value={value}>
              {value === 0 ? 'Any' : `${value} or more`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="hg-button rb-small">
        Filter
      </button>
    </form>
  );
}
