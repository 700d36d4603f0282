/**
 * Saved cover letters: candidates/{uid}/resumes/{resumeId}/letters/{letterId}, beside the resume
 * they were written from, read and written from the browser under firestore.rules (owner only).
 */
import { wordedWrite } from 'shared-auth/load-problem';
import { cleanLetterContent, COLLECTIONS, storedTimeMs, type CoverLetterContent } from 'shared-schemas';
import { candidateDb } from '../../../lib/resumes/firestore-resume-store';

export interface SavedLetter extends CoverLetterContent {
  id: string;
  resumeId: string;
  jobId: string | null;
  jobTitle: string;
  company: string;
  updatedAt: number;
}

export interface LetterJobRef {
  jobId: string | null;
  jobTitle: string;
  company: string;
}

async function lettersOf(resumeId: string) {
  const { db, firestoreApi: fs, uid } = await candidateDb();
  return { fs, collection: fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.resumes, resumeId, COLLECTIONS.letters) };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Every letter of these resumes, newest first. */
export async function listLetters(resumeIds: string[]): Promise<SavedLetter[]> {
  const lists = await Promise.all(
    resumeIds.map(async (resumeId) => {
      const { fs, collection } = await lettersOf(resumeId);
      const snapshot = await fs.getDocs(collection);
      return snapshot.docs.map((d): SavedLetter => {
        const data = d.data({ serverTimestamps: 'estimate' });
        return {
          id: d.id,
          resumeId,
          title: str(data.title) || 'Cover letter',
          recipient: str(data.recipient),
          greeting: str(data.greeting),
          paragraphs: Array.isArray(data.paragraphs) ? data.paragraphs.map(str) : [],
          closing: str(data.closing),
          jobId: typeof data.jobId === 'string' ? data.jobId : null,
          jobTitle: str(data.jobTitle),
          company: str(data.company),
          updatedAt: storedTimeMs(data.updatedAt),
        };
      });
    }),
  );
  return lists.flat().sort((a, b) => b.updatedAt - a.updatedAt);
}

/** Creates the letter (no id) or saves it over; returns its id. */
export function saveLetter(resumeId: string, id: string | null, content: CoverLetterContent, job: LetterJobRef): Promise<string> {
  return wordedWrite('the letter', 'saved', async () => {
    const { fs, collection } = await lettersOf(resumeId);
    const data = {
      ...cleanLetterContent(content),
      jobId: job.jobId,
      jobTitle: job.jobTitle.slice(0, 160),
      company: job.company.slice(0, 160),
      updatedAt: fs.serverTimestamp(),
    };
    if (id) {
      await fs.updateDoc(fs.doc(collection, id), data);
      return id;
    }
    const ref = await fs.addDoc(collection, { ...data, createdAt: fs.serverTimestamp() });
    return ref.id;
  });
}

export function deleteLetter(resumeId: string, id: string): Promise<void> {
  return wordedWrite('the letter', 'deleted', async () => {
    const { fs, collection } = await lettersOf(resumeId);
    await fs.deleteDoc(fs.doc(collection, id));
  });
}
