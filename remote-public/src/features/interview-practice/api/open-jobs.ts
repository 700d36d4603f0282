// Open HireGen jobs to practise for, read from Firestore (open jobs are public under
// firestore.rules). Firestore loads only when the person chooses this option, never with the page.
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS } from 'shared-schemas';
import type { OpenJob } from '../types/practice';

// Enough for a demo and a small site; a larger catalogue would page through (status, openedAt) with an index.
export const OPEN_JOBS_LIMIT = 200;

export async function loadOpenJobs(): Promise<OpenJob[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snapshot = await fs.getDocs(fs.query(fs.collection(db, COLLECTIONS.jobs), fs.where('status', '==', 'open'), fs.limit(OPEN_JOBS_LIMIT)));
  return snapshot.docs
    .map((d) => {
      const data = d.data() as { title?: string; orgName?: string; description?: string; parsed?: { location?: string | null } };
      return {
        id: d.id,
        title: data.title ?? 'Untitled job',
        orgName: data.orgName ?? '',
        description: data.description ?? '',
        location: data.parsed?.location ?? null,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}
