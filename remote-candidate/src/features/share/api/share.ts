/** A resume's public link through the api (only the api writes sharedResumes/{slug}). */
import { callApi } from 'shared-auth';
import type { ResumeShare } from 'shared-schemas';

export type ShareSettings = Pick<ResumeShare, 'enabled' | 'indexable' | 'showContact'>;

export async function loadShare(resumeId: string): Promise<ResumeShare | null> {
  return (await callApi<'GET /api/resumes/:resumeId/share', { share: ResumeShare | null }>('GET /api/resumes/:resumeId/share', { params: { resumeId } })).share;
}

export async function saveShare(resumeId: string, settings: ShareSettings): Promise<ResumeShare> {
  return (
    await callApi<'PUT /api/resumes/:resumeId/share', { share: ResumeShare }>('PUT /api/resumes/:resumeId/share', { params: { resumeId }, json: settings })
  ).share;
}

/** The public page's address on this site. */
export const publicUrl = (slug: string) => `${window.location.origin}/r/${slug}`;
