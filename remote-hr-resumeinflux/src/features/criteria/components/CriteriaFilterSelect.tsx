import { useId } from 'react';
import type { JobCriterion } from 'shared-schemas';
import { ANY_CRITERIA, MEETS_ALL, meetsOne, type CriteriaFilterValue } from '../utils/criteria-filter';

/** The pipeline's criteria filter: everyone, meets every criterion, or meets one chosen criterion. */
export function CriteriaFilterSelect({
  criteria,
  value,
  onChange,
}: {
  criteria: JobCriterion[];
  value: CriteriaFilterValue;
  onChange: (value: CriteriaFilterValue) => void;
}) {
  const id = useId();
  if (criteria.length === 0) return null;
  return (
    <div className="hg-field cr-filter">
      <label htmlFor={`${id}-criteria`}>Criteria</label>
      <select id={`${id}-criteria`} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ANY_CRITERIA}>Any applicant</option>
        <option value={MEETS_ALL}>Meets all {criteria.length} criteria</option>
        {criteria.map((c) => (
          <option key={c.id} value={meetsOne(c.id)}>
            Meets: {c.text.length > 60 ? `${c.text.slice(0, 59)}…` : c.text}
          </option>
        ))}
      </select>
    </div>
  );
}
