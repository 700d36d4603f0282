import type { ApplicationCriteriaReview } from 'shared-schemas';
import { countsText } from '../utils/criteria-filter';
import './criteria.css';

/** An applicant's verdicts at a glance: met / not met / unclear counts, or "not reviewed yet". */
export function CriteriaSummary({ review, stale }: { review: ApplicationCriteriaReview | undefined; stale?: boolean }) {
  if (!review) return <p className="cr-summary cr-summary--none">Criteria: not reviewed yet</p>;
  const { met, notMet, unclear } = review.counts;
  if (met + notMet + unclear === 0) return null;
  return (
    <p className="cr-summary" role="img" aria-label={`Criteria: ${countsText(review.counts)}${stale ? ' (being re-reviewed)' : ''}`}>
      {/* Compact: only the verdicts this applicant has; the label above says all three. */}
      {met ? (
        <span className="cr-badge cr-badge--met" aria-hidden="true">
          {met} met
        </span>
      ) : null}
      {notMet ? (
        <span className="cr-badge cr-badge--not-met" aria-hidden="true">
          {notMet} not met
        </span>
      ) : null}
      {unclear ? (
        <span className="cr-badge cr-badge--unclear" aria-hidden="true">
          {unclear} unclear
        </span>
      ) : null}
    </p>
  );
}
