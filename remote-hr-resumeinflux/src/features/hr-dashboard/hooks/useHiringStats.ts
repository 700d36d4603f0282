import { useMemo } from 'react';
import { useLiveValue } from 'shared-auth/data';
import { readProblem } from '../../../lib/read-problem';
import { subscribeOrgApplications, subscribeOrgJobs } from '../api/org-hiring-data';
import { hiringStats } from '../utils/hiring-stats';
import type { DashboardApplication, DashboardJob, HiringStats } from '../types/hiring-stats';

/** The dashboard's figures, recomputed as jobs and applications change. */
export function useHiringStats(orgId: string): { stats: HiringStats | null; problem: string | null } {
  const jobs = useLiveValue<DashboardJob[] | null>(null, (onRows, onError) => subscribeOrgJobs(orgId, onRows, onError), orgId, readProblem);
  const applications = useLiveValue<DashboardApplication[] | null>(
    null,
    (onRows, onError) => subscribeOrgApplications(orgId, onRows, onError),
    orgId,
    readProblem,
  );
  const stats = useMemo(() => (jobs.value && applications.value ? hiringStats(jobs.value, applications.value) : null), [jobs.value, applications.value]);
  return { stats, problem: jobs.problem ?? applications.problem };
}
