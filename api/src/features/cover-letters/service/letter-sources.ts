// What a cover letter is drafted from: one of the candidate's own saved resumes, and an open job
// of HireGen's (its posting, title and employer) or the job text they pasted.
import type { Firestore } from 'firebase-admin/firestore';
import type { LetterResume } from 'genai';
import { COLLECTIONS, LETTER_LIMITS } from 'shared-schemas';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export interface LetterJobSource {
  id: string | null;
  title: string;
  company: string;
  text: string;
}

export interface LetterSources {
  resume: LetterResume;
  job: LetterJobSource;
}

export interface LetterRequest {
  resumeId: string;
  jobId?: string;
  job?: { title?: string; company?: string; text: string };
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : '');

/** The first short line of pasted text, as a title when none was given. */
function titleFrom(jobText: string): string {
  const first = jobText
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0 && l.length <= 80);
  return first ?? 'the open role';
}

/** The resume (404 if it is not the candidate's) and the job (404 unless open), read within `timeoutMs`. */
export function readLetterSources(firestore: Firestore, uid: string, request: LetterRequest, timeoutMs: number): Promise<LetterSources> {
  return withStoreDeadline(
    (async () => {
      const resumeDoc = await firestore.collection(COLLECTIONS.candidates).doc(uid).collection(COLLECTIONS.resumes).doc(request.resumeId).get();
      if (!resumeDoc.exists) throw new HttpError(404, 'That resume was not found.');
      // As the candidate saved it (the owner-only rules keep its shape); the engine reads what it finds.
      const resume: LetterResume = resumeDoc.get('resume') ?? {};
      if (request.jobId) {
        const jobDoc = await firestore.collection(COLLECTIONS.jobs).doc(request.jobId).get();
        if (!jobDoc.exists || jobDoc.get('status') !== 'open') throw new HttpError(404, 'That job is not open.');
        return {
          resume,
          job: {
            id: jobDoc.id,
            title: text(jobDoc.get('title'), 160),
            company: text(jobDoc.get('orgName'), 160),
            text: String(jobDoc.get('description') ?? '').slice(0, LETTER_LIMITS.jobText),
          },
        };
      }
      const pasted = request.job!;
      return { resume, job: { id: null, title: text(pasted.title, 160) || titleFrom(pasted.text), company: text(pasted.company, 160), text: pasted.text } };
    })(),
    timeoutMs,
  );
}
