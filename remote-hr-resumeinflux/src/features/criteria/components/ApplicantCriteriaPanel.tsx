import { useId } from 'react';
import { Loading } from 'shared-ui';
import { useApplicationReview, useJobCriteria } from '../hooks/useCriteriaLive';
import { countsText, VERDICT_LABELS } from '../utils/criteria-filter';
import './criteria.css';

/**
 * The applicant page's criteria review: each of the job's criteria with its verdict, the resume
 * sentence that decides it (quoted as the resume says it) and the engine's reason.
 */
export function ApplicantCriteriaPanel({ applicationId, jobId }: { applicationId: string; jobId: string }) {
  const id = useId();
  const { value: review, problem } = useApplicationReview(applicationId);
  const { value: saved } = useJobCriteria(jobId);
  const criteria = saved?.criteria ?? [];
  const stale = !!review && !!saved && review.criteriaVersion !== saved.version;
  return (
    <section className="hg-card cr-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Criteria review</h2>
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {(review === undefined || saved === undefined) && !problem ? (
        <Loading />
      ) : criteria.length === 0 ? (
        <p>This job has no review criteria. Add them on the job&apos;s page.</p>
      ) : !review ? (
        <p>Not reviewed yet: saving the job&apos;s criteria reviews every applicant.</p>
      ) : (
        <>
          <p className="hg-hint">
            {countsText(review.counts)}
            {stale ? ' — the criteria changed; this review is being redone.' : ''}
          </p>
          <ul className="cr-verdicts">
            {criteria.map((criterion) => {
              const result = review.reviews.find((r) => r.criterionId === criterion.id);
              const verdict = result?.verdict;
              return (
                <li key={criterion.id} className="cr-verdict">
                  <div className="cr-verdict-head">
                    <span className={`cr-badge cr-badge--${verdict ?? 'none'}`}>{verdict ? VERDICT_LABELS[verdict] : 'Not reviewed'}</span>
                    <span className="cr-criterion">{criterion.text}</span>
                  </div>
                  {result?.evidence ? (
                    <figure className="cr-quote">
                      <blockquote>{result.evidence}</blockquote>
                      <figcaption className="hg-hint">From the resume</figcaption>
                    </figure>
                  ) : null}
                  {result ? <p className="cr-reason">{result.reason}</p> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
