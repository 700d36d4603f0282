import { useEffect, useState } from 'react';
import type { ResumeStore } from './resume-store';
import type { ResumeRecord } from './resume-record';

/** The candidate's resumes, live (newest first); null while loading. */
export function useResumes(store: ResumeStore) {
  const [resumes, setResumes] = useState<ResumeRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => store.watchResumes(setResumes, (e) => setError(e.message)), [store]);
  return { resumes, error };
}
