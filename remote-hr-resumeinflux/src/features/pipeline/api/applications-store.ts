/**
 * Applications in Firestore. HR members of the organisation read them live and move them:
 * `stage`, an appended `stageHistory` entry, `interviewerUids` and `updatedAt` are the only
 * fields the browser writes (firestore.rules); everything else comes from the api.
 */
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { watchDoc, watchQuery, type DocumentData, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type Application } from 'shared-schemas';
import type { ApplicationRow, PipelineStage } from '../types/pipeline';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_LIMIT = 450;

const applicationRow = (id: string, data: DocumentData): ApplicationRow => ({ id, ...(data as Application) });

export function subscribeJobApplications(orgId: string, jobId: string, onRows: (rows: ApplicationRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      // orgId first: the rules allow only queries bound to the reader's organisation.
      query: ({ db, firestoreApi: fs }) =>
        fs.query(fs.collection(db, COLLECTIONS.applications), fs.where('orgId', '==', orgId), fs.where('jobId', '==', jobId)),
      row: applicationRow,
    },
    onRows,
    onError,
  );
}

export function subscribeApplication(id: string, onRow: (row: ApplicationRow | null) => void, onError: (error: Error) => void): Unsubscribe {
  return watchDoc({ doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.applications, id), row: applicationRow }, onRow, onError);
}

/** Moves applications to a stage, appending to each one's history; those already there are left alone. */
export function moveApplications(applications: Pick<ApplicationRow, 'id' | 'stage'>[], stage: PipelineStage, by: string): Promise<number> {
  return wordedWrite('the move', 'saved', async () => {
    const moving = applications.filter((application) => application.stage !== stage);
    if (moving.length === 0) return 0;
    const { db, firestoreApi: fs } = await getFirestoreDb();
    // One time for the whole move (serverTimestamp cannot sit inside an array element).
    const at = fs.Timestamp.now();
    for (let start = 0; start < moving.length; start += BATCH_LIMIT) {
      const batch = fs.writeBatch(db);
      for (const application of moving.slice(start, start + BATCH_LIMIT)) {
        batch.update(fs.doc(db, COLLECTIONS.applications, application.id), {
          stage,
          stageHistory: fs.arrayUnion({ stage, at, by }),
          updatedAt: fs.serverTimestamp(),
        });
      }
      await batch.commit();
    }
    return moving.length;
  });
}

/**
 * Makes the application's panel `interviewerUids`. firestore.rules let a panel shrink in one
 * write but grow by one appended uid per write (each checked as an Interviewer member of the
 * organisation), so removals go first and every addition is its own arrayUnion.
 */
export function setInterviewers(applicationId: string, interviewerUids: string[]): Promise<void> {
  return wordedWrite('the interviewers', 'saved', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    const ref = fs.doc(db, COLLECTIONS.applications, applicationId);
    const current = ((await fs.getDoc(ref)).get('interviewerUids') as string[] | undefined) ?? [];
    const removed = current.filter((uid) => !interviewerUids.includes(uid));
    if (removed.length) await fs.updateDoc(ref, { interviewerUids: fs.arrayRemove(...removed), updatedAt: fs.serverTimestamp() });
    for (const uid of interviewerUids.filter((candidate) => !current.includes(candidate))) {
      await fs.updateDoc(ref, { interviewerUids: fs.arrayUnion(uid), updatedAt: fs.serverTimestamp() });
    }
  });
}
