import { useEffect, useState } from 'react';
import { watchApplications, type CandidateApplication } from './applications';

/** The candidate's applications, live; null while loading. */
export function useApplications() {
  const [applications, setApplications] = useState<CandidateApplication[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchApplications(setApplications, (e) => setError(e.message)), []);
  return { applications, error };
}
