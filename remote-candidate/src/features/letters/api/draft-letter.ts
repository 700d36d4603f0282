/** The api's offline drafter (POST /api/cover-letters/draft): from my saved resume and a job. */
import { callApi } from 'shared-auth';
import type { CoverLetterContent } from 'shared-schemas';

export interface LetterDraft extends Omit<CoverLetterContent, 'title'> {
  title: string;
  notClaimed: string[];
  job: { id: string | null; title: string; company: string };
}

export type DraftJob = { jobId: string } | { job: { title: string; company: string; text: string } };

export function draftLetter(resumeId: string, job: DraftJob): Promise<LetterDraft> {
  return callApi<'POST /api/cover-letters/draft', LetterDraft>('POST /api/cover-letters/draft', { json: { resumeId, ...job } });
}
