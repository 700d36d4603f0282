/** Open jobs on HireGen (`jobs` where status == 'open': public under firestore.rules). */
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS, jobMatchText, type Job } from 'shared-schemas';

export interface OpenJob {
  id: string;
  title: string;
  orgName: string;
  description: string;
  location: string | null;
  remote: string;
  requiredSkills: string[];
}

/** The most open jobs the candidate area reads and ranks at once. */
export const OPEN_JOBS_MAX = 100;

/** The job as the matcher reads it: exactly the text the api matches when the candidate applies. */
export function jobText(job: OpenJob): string {
  return jobMatchText(job);
}

export async function loadOpenJobs(): Promise<OpenJob[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snapshot = await fs.getDocs(fs.query(fs.collection(db, COLLECTIONS.jobs), fs.where('status', '==', 'open'), fs.limit(OPEN_JOBS_MAX)));
  return snapshot.docs.map((d) => {
    const job = d.data() as Partial<Job>;
    return {
      id: d.id,
      title: typeof job.title === 'string' ? job.title : 'Untitled job',
      orgName: typeof job.orgName === 'string' ? job.orgName : '',
      description: typeof job.description === 'string' ? job.description : '',
      location: job.parsed?.location ?? null,
      remote: job.parsed?.remote ?? 'onsite',
      requiredSkills: Array.isArray(job.parsed?.requiredSkills) ? job.parsed.requiredSkills : [],
    };
  });
}
