// Interview kits of the organisation (organizations/{orgId}/kits, members read and write under
// firestore.rules): questions with a competency and a rubric, per job.
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type KitQuestion } from 'shared-schemas';

export interface KitRow {
  id: string;
  jobId: string;
  title: string;
  questions: KitQuestion[];
}

export function subscribeKits(orgId: string, jobId: string, onRows: (rows: KitRow[]) => void, onError: (e: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) => fs.query(fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.kits), fs.where('jobId', '==', jobId)),
      row: (id, data) => ({ id, ...(data as Omit<KitRow, 'id'>) }),
    },
    onRows,
    onError,
  );
}

/** Creates (kitId null) or replaces a kit; returns its id. */
export function saveKit(orgId: string, kitId: string | null, kit: { jobId: string; title: string; questions: KitQuestion[] }): Promise<string> {
  return wordedWrite('the kit', 'saved', async () => {
    const { db, firestoreApi: fs, uid } = await getFirestoreDb();
    const kits = fs.collection(db, COLLECTIONS.organizations, orgId, COLLECTIONS.kits);
    const ref = kitId ? fs.doc(kits, kitId) : fs.doc(kits);
    await fs.setDoc(ref, { ...kit, createdBy: uid, ...(kitId ? {} : { createdAt: fs.serverTimestamp() }), updatedAt: fs.serverTimestamp() }, { merge: true });
    return ref.id;
  });
}

export function deleteKit(orgId: string, kitId: string): Promise<void> {
  return wordedWrite('the kit', 'deleted', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    await fs.deleteDoc(fs.doc(db, COLLECTIONS.organizations, orgId, COLLECTIONS.kits, kitId));
  });
}
