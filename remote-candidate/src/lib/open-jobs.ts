/** Open jobs on HireGen as the candidate area lists, ranks and applies to them (the query: shared-auth/data). */
import { loadOpenJobs as loadJobs, type OpenJob } from 'shared-auth/data';
import { jobMatchText } from 'shared-schemas';

export type { OpenJob };

/** The most open jobs the candidate area reads and ranks at once. */
export const OPEN_JOBS_MAX = 100;

/** The job as the matcher reads it: exactly the text the api matches when the candidate applies. */
export function jobText(job: OpenJob): string {
  return jobMatchText(job);
}

export const loadOpenJobs = (): Promise<OpenJob[]> => loadJobs(OPEN_JOBS_MAX);
