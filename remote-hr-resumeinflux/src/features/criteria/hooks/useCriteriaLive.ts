import { useLiveValue, type LiveValue } from 'shared-auth/data';
import type { ApplicationCriteriaReview, JobCriteria } from 'shared-schemas';
import { readProblem } from '../../../lib/read-problem';
import { subscribeApplicationJobId, subscribeApplicationReview, subscribeCriteriaReviews, subscribeJobCriteria } from '../api/criteria-store';

/** shared-auth's `useLiveValue`, its failures worded by readProblem. */
function useLive<T>(initial: T, subscribe: Parameters<typeof useLiveValue<T>>[1], key: string): LiveValue<T> {
  return useLiveValue(initial, subscribe, key, readProblem);
}

/** undefined while loading, null when the job has no saved criteria. */
export function useJobCriteria(jobId: string | null): LiveValue<JobCriteria | null | undefined> {
  return useLive<JobCriteria | null | undefined>(undefined, jobId ? (on, onError) => subscribeJobCriteria(jobId, on, onError) : null, jobId ?? '');
}

export function useCriteriaReviews(orgId: string, jobId: string | null): LiveValue<ApplicationCriteriaReview[]> {
  return useLive<ApplicationCriteriaReview[]>(
    [],
    jobId ? (on, onError) => subscribeCriteriaReviews(orgId, jobId, on, onError) : null,
    `${orgId}/${jobId ?? ''}`,
  );
}

/** undefined while loading, null when the applicant has not been reviewed. */
export function useApplicationReview(applicationId: string): LiveValue<ApplicationCriteriaReview | null | undefined> {
  return useLive<ApplicationCriteriaReview | null | undefined>(
    undefined,
    (on, onError) => subscribeApplicationReview(applicationId, on, onError),
    applicationId,
  );
}

/** undefined while loading, null when the application cannot be read. */
export function useApplicationJobId(applicationId: string): LiveValue<string | null | undefined> {
  return useLive<string | null | undefined>(undefined, (on, onError) => subscribeApplicationJobId(applicationId, on, onError), applicationId);
}
