/** A resume's public link through the api (only the api writes sharedResumes/{slug}). */
import { apiFetch } from 'shared-auth';
import type { ResumeShare } from 'shared-schemas';

export type ShareSettings = Pick<ResumeShare, 'enabled' | 'indexable' | 'showContact'>;

export async function loadShare(resumeId: string): Promise<ResumeShare | null> {
  return (await apiFetch<{ share: ResumeShare | null }>(`/api/resumes/${encodeURIComponent(resumeId)}/share`)).share;
}

export async function saveShare(resumeId: string, settings: ShareSettings): Promise<ResumeShare> {
  return (await apiFetch<{ share: ResumeShare }>(`/api/resumes/${encodeURIComponent(resumeId)}/share`, { method: 'PUT', json: settings })).share;
}

/** The public page's address on this site. */
export const publicUrl = (slug: string) => `${window.location.origin}/r/${slug}`;
