// Open HireGen jobs to practise for (the query: shared-auth/data). Firestore loads only when the
// person chooses this option, never with the page.
import { loadOpenJobs as loadJobs } from 'shared-auth/data';
import type { OpenJob } from '../types/practice';

// Enough for a demo and a small site; a larger catalogue would page through (status, openedAt) with an index.
export const OPEN_JOBS_LIMIT = 200;

export async function loadOpenJobs(): Promise<OpenJob[]> {
  const jobs = await loadJobs(OPEN_JOBS_LIMIT);
  return [...jobs].sort((a, b) => a.title.localeCompare(b.title));
}
