/**
 * Open jobs on HireGen (`jobs` where status == 'open': public under firestore.rules), read once
 * for whoever lists them: the candidate area (to rank and apply) and the public interview practice
 * (to practise for one). Firestore loads with the first call, never with a page.
 */
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS, type Job } from 'shared-schemas';

export interface OpenJob {
  id: string;
  title: string;
  orgName: string;
  description: string;
  location: string | null;
  remote: string;
  requiredSkills: string[];
}

/** A job document as an open job, read defensively (an old or hand-edited document must not break a list). */
export function openJobFrom(id: string, job: Partial<Job>): OpenJob {
  return {
    id,
    title: typeof job.title === 'string' ? job.title : 'Untitled job',
    orgName: typeof job.orgName === 'string' ? job.orgName : '',
    description: typeof job.description === 'string' ? job.description : '',
    location: job.parsed?.location ?? null,
    remote: job.parsed?.remote ?? 'onsite',
    requiredSkills: Array.isArray(job.parsed?.requiredSkills) ? job.parsed.requiredSkills : [],
  };
}

/** At most `max` open jobs, in Firestore's order (by id): a larger catalogue would page through (status, openedAt). */
export async function loadOpenJobs(max: number): Promise<OpenJob[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snapshot = await fs.getDocs(fs.query(fs.collection(db, COLLECTIONS.jobs), fs.where('status', '==', 'open'), fs.limit(max)));
  return snapshot.docs.map((doc) => openJobFrom(doc.id, doc.data() as Partial<Job>));
}
