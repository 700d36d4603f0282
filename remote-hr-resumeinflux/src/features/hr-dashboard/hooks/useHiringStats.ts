import { useEffect, useMemo, useState } from 'react';
import { readProblem } from '../../../lib/read-problem';
import { subscribeOrgHiringData } from '../api/org-hiring-data';
import { hiringStats } from '../utils/hiring-stats';
import type { DashboardApplication, DashboardJob, HiringStats } from '../types/hiring-stats';

/** The dashboard's figures, recomputed as jobs and applications change. */
export function useHiringStats(orgId: string): { stats: HiringStats | null; problem: string | null } {
  const [jobs, setJobs] = useState<DashboardJob[] | null>(null);
  const [applications, setApplications] = useState<DashboardApplication[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () =>
      subscribeOrgHiringData(
        orgId,
        (data) => {
          if (data.jobs) setJobs(data.jobs);
          if (data.applications) setApplications(data.applications);
        },
        (error) => setProblem(readProblem(error)),
      ),
    [orgId],
  );
  const stats = useMemo(() => (jobs && applications ? hiringStats(jobs, applications) : null), [jobs, applications]);
  return { stats, problem };
}
