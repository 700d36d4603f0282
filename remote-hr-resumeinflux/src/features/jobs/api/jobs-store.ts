/** Jobs in Firestore: HR members of the organisation read and write them (firestore.rules). */
import { COLLECTIONS, storedTimeMs, type Job, type JobStatus } from 'shared-schemas';
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { watchDoc, watchQuery, type DocumentData, type Unsubscribe } from 'shared-auth/data';
import type { JobRow } from '../types/job';

export interface JobAuthor {
  orgId: string;
  orgName: string;
  uid: string;
}

const jobRow = (id: string, data: DocumentData): JobRow => ({ id, ...(data as Job) });

/** The organisation's jobs, live, the most recently changed first. */
export function subscribeOrgJobs(orgId: string, onJobs: (jobs: JobRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) => fs.query(fs.collection(db, COLLECTIONS.jobs), fs.where('orgId', '==', orgId)),
      row: jobRow,
      order: (a, b) => storedTimeMs(b.updatedAt) - storedTimeMs(a.updatedAt),
    },
    onJobs,
    onError,
  );
}

export function subscribeJob(jobId: string, onJob: (job: JobRow | null) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc({ doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.jobs, jobId), row: jobRow }, onJob, onError);
}

/** Creates a draft job; answers its id. */
export function createJob(author: JobAuthor, fields: Pick<Job, 'title' | 'description' | 'parsed'>): Promise<string> {
  return wordedWrite('the job', 'created', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    const ref = fs.doc(fs.collection(db, COLLECTIONS.jobs));
    await fs.setDoc(ref, {
      ...fields,
      orgId: author.orgId,
      orgName: author.orgName,
      status: 'draft',
      createdBy: author.uid,
      createdAt: fs.serverTimestamp(),
      updatedAt: fs.serverTimestamp(),
      openedAt: null,
    });
    return ref.id;
  });
}

export function updateJob(jobId: string, fields: Pick<Job, 'title' | 'description' | 'parsed'>): Promise<void> {
  return wordedWrite('the job', 'saved', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    await fs.updateDoc(fs.doc(db, COLLECTIONS.jobs, jobId), { ...fields, updatedAt: fs.serverTimestamp() });
  });
}

/** draft → open → closed (and back to open): opening stamps openedAt once, closing closedAt. */
export function setJobStatus(job: Pick<JobRow, 'id' | 'openedAt'>, status: JobStatus): Promise<void> {
  return wordedWrite('the job’s status', 'changed', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    await fs.updateDoc(fs.doc(db, COLLECTIONS.jobs, job.id), {
      status,
      updatedAt: fs.serverTimestamp(),
      ...(status === 'open' && !job.openedAt ? { openedAt: fs.serverTimestamp() } : {}),
      ...(status === 'closed' ? { closedAt: fs.serverTimestamp() } : {}),
    });
  });
}

/** The organisation's name, for the job's denormalised orgName (members read their organisation). */
export async function readOrganisationName(orgId: string): Promise<string> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snapshot = await fs.getDoc(fs.doc(db, COLLECTIONS.organizations, orgId));
  const name = (snapshot.data() as { name?: unknown } | undefined)?.name;
  if (typeof name !== 'string' || !name) throw new Error('Your organisation could not be read. Please try again.');
  return name;
}
