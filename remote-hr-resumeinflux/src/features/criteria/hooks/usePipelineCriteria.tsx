import { useMemo, useState, type ReactNode } from 'react';
import type { ApplicationCriteriaReview } from 'shared-schemas';
import { CriteriaFilterSelect } from '../components/CriteriaFilterSelect';
import { CriteriaSummary } from '../components/CriteriaSummary';
import { ANY_CRITERIA, passesCriteria, type CriteriaFilterValue } from '../utils/criteria-filter';
import { useCriteriaReviews, useJobCriteria } from './useCriteriaLive';

/** What the pipeline takes from criteria review (composed at the app level, see PipelinePage). */
export interface PipelineCriteria {
  /** The criteria filter control, or null when the job has no criteria. */
  control: ReactNode;
  passes: (applicationId: string) => boolean;
  summary: (applicationId: string) => ReactNode;
  problem: string | null;
}

/** The job's criteria, its applicants' verdicts (live) and the filter over them, for the pipeline. */
export function usePipelineCriteria(orgId: string, jobId: string | null): PipelineCriteria {
  const { value: saved, problem: criteriaProblem } = useJobCriteria(jobId);
  const { value: reviews, problem } = useCriteriaReviews(orgId, jobId);
  const [filter, setFilter] = useState<{ jobId: string | null; value: CriteriaFilterValue }>({ jobId, value: ANY_CRITERIA });
  // Another job starts unfiltered.
  const value = filter.jobId === jobId ? filter.value : ANY_CRITERIA;
  const byApplication = useMemo(() => new Map<string, ApplicationCriteriaReview>(reviews.map((r) => [r.applicationId, r])), [reviews]);
  const criteria = useMemo(() => saved?.criteria ?? [], [saved]);
  return useMemo(
    () => ({
      control: criteria.length ? <CriteriaFilterSelect criteria={criteria} value={value} onChange={(next) => setFilter({ jobId, value: next })} /> : null,
      passes: (applicationId: string) => passesCriteria(byApplication.get(applicationId), criteria, value),
      summary: (applicationId: string) => {
        if (!criteria.length) return null;
        const review = byApplication.get(applicationId);
        return <CriteriaSummary review={review} stale={!!review && !!saved && review.criteriaVersion !== saved.version} />;
      },
      problem: problem ?? criteriaProblem,
    }),
    [criteria, value, byApplication, jobId, saved, problem, criteriaProblem],
  );
}
