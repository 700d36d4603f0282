import { useLiveRead } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeJob, subscribeOrgJobs } from '../api/jobs-store';
import type { JobRow } from '../types/job';

/** The organisation's jobs, live (null while loading). */
export function useOrgJobs(orgId: string): { jobs: JobRow[] | null; problem: string | null } {
  const { data, error } = useLiveRead<JobRow[]>((onJobs, onError) => subscribeOrgJobs(orgId, onJobs, onError), readProblem, [orgId]);
  return { jobs: data ?? null, problem: error };
}

/** One job, live: undefined while loading, null when it does not exist (or is not ours). */
export function useJob(jobId: string | null): { job: JobRow | null | undefined; problem: string | null } {
  const { data, error } = useLiveRead<JobRow | null>(jobId ? (onJob, onError) => subscribeJob(jobId, onJob, onError) : null, readProblem, [jobId]);
  return { job: jobId ? data : null, problem: error };
}
