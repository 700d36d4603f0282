import { useEffect, useState } from 'react';
import { readProblem } from '../../../lib/firestore-live';
import { subscribeJob, subscribeOrgJobs } from '../api/jobs-store';
import type { JobRow } from '../types/job';

/** The organisation's jobs, live (null while loading). */
export function useOrgJobs(orgId: string): { jobs: JobRow[] | null; problem: string | null } {
  const [jobs, setJobs] = useState<JobRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => subscribeOrgJobs(orgId, setJobs, (error) => setProblem(readProblem(error))), [orgId]);
  return { jobs, problem };
}

/** One job, live: undefined while loading, null when it does not exist (or is not ours). */
export function useJob(jobId: string | null): { job: JobRow | null | undefined; problem: string | null } {
  const [job, setJob] = useState<JobRow | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!jobId) {
      setJob(null);
      return undefined;
    }
    setJob(undefined);
    return subscribeJob(jobId, setJob, (error) => setProblem(readProblem(error)));
  }, [jobId]);
  return { job, problem };
}
