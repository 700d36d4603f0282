import type { NewResume, ResumePatch, ResumeRecord, ResumeVersion } from './resume-record';

/**
 * Where the builder keeps resumes: Firestore for a signed-in candidate (under firestore.rules,
 * candidates/{uid}/resumes), the browser's localStorage for someone trying the builder signed out.
 * The builder talks only to this interface.
 */
export interface ResumeStore {
  readonly kind: 'cloud' | 'local';
  /** Live list, newest first; returns the unsubscribe function. */
  watchResumes(onChange: (resumes: ResumeRecord[]) => void, onError: (error: Error) => void): () => void;
  load(id: string): Promise<ResumeRecord | null>;
  create(resume: NewResume): Promise<string>;
  save(id: string, patch: ResumePatch): Promise<void>;
  remove(id: string): Promise<void>;
  versions(id: string): Promise<ResumeVersion[]>;
  saveVersion(id: string, version: Omit<ResumeVersion, 'id' | 'savedAt'>): Promise<void>;
}
