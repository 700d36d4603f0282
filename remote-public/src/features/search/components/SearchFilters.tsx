// LinkedIn-style filters with facet counts. Each facet's counts ignore its own choice (picking
// "senior" still shows how many "mid" there are), as the api computes them.
import { useId, useState, type FormEvent } from 'react';
import { listOf, toggled } from '../hooks/useSearchUrl';
import type { FacetValue, SearchFacets, SearchKind } from '../types/search';
import { SkillPicker } from './SkillPicker';

const SENIORITY_LABEL: Record<string, string> = {
  intern: 'Intern',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  manager: 'Manager',
  director: 'Director',
  executive: 'Executive',
};
const POSTED_LABEL: Record<string, string> = { '1': 'Past 24 hours', '7': 'Past week', '30': 'Past month' };
const SOURCE_LABEL: Record<string, string> = { directory: 'Talent directory', applied: 'Applied to us', uploaded: 'Uploaded by us' };
const YEARS_RANGE: Record<string, [string, string]> = { '0-2': ['0', '2'], '3-5': ['3', '5'], '6-9': ['6', '9'], '10+': ['10', ''] };

interface Props {
  kind: SearchKind;
  params: URLSearchParams;
  facets: SearchFacets | undefined;
  update: (changes: Record<string, string | null>, options?: { push?: boolean }) => void;
}

function CheckList({
  legend,
  name,
  values,
  params,
  update,
  label,
}: {
  legend: string;
  name: string;
  values: FacetValue[];
  params: URLSearchParams;
  update: Props['update'];
  label?: (value: string) => string;
}) {
  const chosen = listOf(params, name);
  // Chosen values stay listed even when the current results have none of them.
  const shown: FacetValue[] = [...values, ...chosen.filter((value) => !values.some((v) => v.value === value)).map((value) => ({ value, count: 0 }))];
  if (shown.length === 0) return null;
  return (
    <fieldset className="hgs-facet">
      <legend>{legend}</legend>
      {shown.map(({ value, count, label: given }) => (
        <label key={value} className="hgs-check">
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => update({ [name]: toggled(chosen, value) }, { push: true })} />
          <span>{given || label?.(value) || value}</span> <span className="hgs-count">{count}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function SearchFilters({ kind, params, facets, update }: Props) {
  const id = useId();
  const [location, setLocation] = useState(params.get('location') ?? '');
  const [salaryMin, setSalaryMin] = useState(params.get('salaryMin') ?? '');
  const currencies = facets?.currency ?? [];
  const currency = params.get('currency') ?? currencies[0]?.value ?? 'INR';

  function applyLocation(event: FormEvent) {
    event.preventDefault();
    update({ location: location.trim() || null, radius: location.trim() ? params.get('radius') : null }, { push: true });
  }

  function applySalary(event: FormEvent) {
    event.preventDefault();
    update({ salaryMin: salaryMin.trim() || null, currency: salaryMin.trim() ? currency : null }, { push: true });
  }

  const years = params.get('yearsMin') || params.get('yearsMax') ? `${params.get('yearsMin') ?? ''}-${params.get('yearsMax') ?? ''}` : '';

  return (
    <aside className="hgs-filters" aria-label="Filters">
      <h2 className="hgs-filters-title">Filters</h2>
      <div className="hg-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          type="text"
          maxLength={200}
          defaultValue={params.get('title') ?? ''}
          placeholder="e.g. engineer"
          onChange={(event) => update({ title: event.target.value })}
        />
      </div>
      <SkillPicker selected={listOf(params, 'skills')} onChange={(skills) => update({ skills: skills.join(',') }, { push: true })} />
      {facets?.skills?.length ? (
        <p className="hg-hint hgs-top-skills">
          Common here:{' '}
          {facets.skills.slice(0, 6).map((skill) => (
            <button
              key={skill.value}
              type="button"
              className="hgs-link"
              onClick={() => update({ skills: toggled(listOf(params, 'skills'), skill.value) }, { push: true })}
            >
              {skill.value} ({skill.count})
            </button>
          ))}
        </p>
      ) : null}
      <form className="hgs-facet" onSubmit={applyLocation} aria-label="Location">
        <div className="hg-field">
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            type="text"
            maxLength={100}
            value={location}
            placeholder="City"
            onChange={(event) => setLocation(event.target.value)}
            onBlur={applyLocation}
          />
        </div>
        <div className="hg-field">
          <label htmlFor={`${id}-radius`}>Within</label>
          <select
            id={`${id}-radius`}
            value={params.get('radius') ?? ''}
            disabled={!params.get('location')}
            onChange={(event) => update({ radius: event.target.value || null }, { push: true })}
          >
            <option value="">Same city</option>
            <option value="25">25 km</option>
            <option value="50">50 km</option>
            <option value="100">100 km</option>
            <option value="250">250 km</option>
          </select>
        </div>
        <label className="hgs-check">
          <input
            type="checkbox"
            checked={params.get('remote') === 'true'}
            onChange={(event) => update({ remote: event.target.checked ? 'true' : null }, { push: true })}
          />
          <span>Remote</span> <span className="hgs-count">{facets?.remote ?? 0}</span>
        </label>
        {facets?.location?.length ? (
          <p className="hg-hint">
            {facets.location.slice(0, 6).map((place) => (
              <button
                key={place.value}
                type="button"
                className="hgs-link"
                onClick={() => {
                  setLocation(place.value);
                  update({ location: place.value }, { push: true });
                }}
              >
                {place.value} ({place.count})
              </button>
            ))}
          </p>
        ) : null}
      </form>
      <CheckList
        legend={kind === 'job' ? 'Seniority' : 'Seniority (from experience)'}
        name="seniority"
        values={facets?.seniority ?? []}
        params={params}
        update={update}
        label={(v) => SENIORITY_LABEL[v] ?? v}
      />
      <fieldset className="hgs-facet">
        <legend>Years of experience</legend>
        {(facets?.years ?? []).map(({ value, count }) => (
          <label key={value} className="hgs-check">
            <input
              type="radio"
              name={`${id}-years`}
              checked={years === YEARS_RANGE[value]!.join('-')}
              onChange={() => update({ yearsMin: YEARS_RANGE[value]![0], yearsMax: YEARS_RANGE[value]![1] || null }, { push: true })}
            />
            <span>{value} years</span> <span className="hgs-count">{count}</span>
          </label>
        ))}
        <label className="hgs-check">
          <input type="radio" name={`${id}-years`} checked={!years} onChange={() => update({ yearsMin: null, yearsMax: null }, { push: true })} />
          <span>Any</span>
        </label>
      </fieldset>
      {kind === 'job' && (
        <form className="hgs-facet" onSubmit={applySalary} aria-label="Salary">
          <div className="hg-field">
            <label htmlFor={`${id}-salary`}>Minimum yearly salary ({currency})</label>
            <input
              id={`${id}-salary`}
              type="number"
              min={0}
              step={10000}
              value={salaryMin}
              onChange={(event) => setSalaryMin(event.target.value)}
              onBlur={applySalary}
            />
          </div>
          {currencies.length > 1 && (
            <div className="hg-field">
              <label htmlFor={`${id}-currency`}>Currency</label>
              <select id={`${id}-currency`} value={currency} onChange={(event) => update({ currency: event.target.value }, { push: true })}>
                {currencies.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.value} ({c.count})
                  </option>
                ))}
              </select>
            </div>
          )}
        </form>
      )}
      <fieldset className="hgs-facet">
        <legend>{kind === 'job' ? 'Date posted' : 'Updated'}</legend>
        {(facets?.posted ?? []).map(({ value, count }) => (
          <label key={value} className="hgs-check">
            <input type="radio" name={`${id}-posted`} checked={params.get('posted') === value} onChange={() => update({ posted: value }, { push: true })} />
            <span>{POSTED_LABEL[value] ?? value}</span> <span className="hgs-count">{count}</span>
          </label>
        ))}
        <label className="hgs-check">
          <input type="radio" name={`${id}-posted`} checked={!params.get('posted')} onChange={() => update({ posted: null }, { push: true })} />
          <span>Any time</span>
        </label>
      </fieldset>
      {kind === 'job' ? (
        <CheckList legend="Organisation" name="org" values={facets?.organization ?? []} params={params} update={update} />
      ) : (
        <CheckList legend="Source" name="source" values={facets?.source ?? []} params={params} update={update} label={(v) => SOURCE_LABEL[v] ?? v} />
      )}
    </aside>
  );
}
