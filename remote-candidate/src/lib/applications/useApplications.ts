import { useLiveRead } from 'shared-auth/data';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { watchApplications, type CandidateApplication } from './applications';

/** The candidate's applications, live; null while loading; `error` is a sentence to show. */
export function useApplications() {
  const { data, error } = useLiveRead<CandidateApplication[]>(watchApplications, (e) => loadProblem(e, 'your applications'), []);
  return { applications: data ?? null, error };
}
