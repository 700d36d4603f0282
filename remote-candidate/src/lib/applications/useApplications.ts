import { useEffect, useState } from 'react';
import { loadProblem } from 'shared-auth';
import { watchApplications, type CandidateApplication } from './applications';

/** The candidate's applications, live; null while loading; `error` is a sentence to show. */
export function useApplications() {
  const [applications, setApplications] = useState<CandidateApplication[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchApplications(setApplications, (e) => setError(loadProblem(e, 'your applications'))), []);
  return { applications, error };
}
