import { useEffect, useEffectEvent, useState } from 'react';
import type { ApplicationCriteriaReview, JobCriteria } from 'shared-schemas';
import { readProblem } from '../../../lib/read-problem';
import { subscribeApplicationJobId, subscribeApplicationReview, subscribeCriteriaReviews, subscribeJobCriteria } from '../api/criteria-store';

export interface Live<T> {
  value: T;
  problem: string | null;
}

/** A live read's value (`initial` until the first snapshot) and its problem in words; a new `key` subscribes again. */
function useLive<T>(initial: T, subscribe: ((onValue: (value: T) => void, onError: (error: Error) => void) => () => void) | null, key: string): Live<T> {
  const [state, setState] = useState<Live<T> & { key: string }>({ value: initial, problem: null, key });
  const start = useEffectEvent((forKey: string) => {
    setState({ value: initial, problem: null, key: forKey });
    if (!subscribe) return undefined;
    return subscribe(
      (value) => setState({ value, problem: null, key: forKey }),
      (error) => setState((current) => ({ ...current, problem: readProblem(error) })),
    );
  });
  useEffect(() => start(key), [key]);
  return state.key === key ? state : { value: initial, problem: null };
}

/** undefined while loading, null when the job has no saved criteria. */
export function useJobCriteria(jobId: string | null): Live<JobCriteria | null | undefined> {
  return useLive<JobCriteria | null | undefined>(undefined, jobId ? (on, onError) => subscribeJobCriteria(jobId, on, onError) : null, jobId ?? '');
}

export function useCriteriaReviews(orgId: string, jobId: string | null): Live<ApplicationCriteriaReview[]> {
  return useLive<ApplicationCriteriaReview[]>(
    [],
    jobId ? (on, onError) => subscribeCriteriaReviews(orgId, jobId, on, onError) : null,
    `${orgId}/${jobId ?? ''}`,
  );
}

/** undefined while loading, null when the applicant has not been reviewed. */
export function useApplicationReview(applicationId: string): Live<ApplicationCriteriaReview | null | undefined> {
  return useLive<ApplicationCriteriaReview | null | undefined>(
    undefined,
    (on, onError) => subscribeApplicationReview(applicationId, on, onError),
    applicationId,
  );
}

/** undefined while loading, null when the application cannot be read. */
export function useApplicationJobId(applicationId: string): Live<string | null | undefined> {
  return useLive<string | null | undefined>(undefined, (on, onError) => subscribeApplicationJobId(applicationId, on, onError), applicationId);
}
