import { useEffect, useState } from 'react';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import type { ResumeStore } from './resume-store';
import type { ResumeRecord } from './resume-record';

/** The candidate's resumes, live (newest first); null while loading; `error` is a sentence to show. */
export function useResumes(store: ResumeStore) {
  const [resumes, setResumes] = useState<ResumeRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => store.watchResumes(setResumes, (e) => setError(loadProblem(e, 'your resumes'))), [store]);
  return { resumes, error };
}
