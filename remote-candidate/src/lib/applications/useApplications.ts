import { useEffect, useState } from 'react';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { watchApplications, type CandidateApplication } from './applications';

/** The candidate's applications, live; null while loading; `error` is a sentence to show. */
export function useApplications() {
  const [applications, setApplications] = useState<CandidateApplication[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchApplications(setApplications, (e) => setError(loadProblem(e, 'your applications'))), []);
  return { applications, error };
}
