/**
 * A signed-in candidate's resumes in Firestore: candidates/{uid}/resumes/{id} and their
 * versions/{v}, read and written from the browser under firestore.rules (owner only).
 */
import { getFirestoreDb } from 'shared-auth';
import { signedInUid, watchQuery } from 'shared-auth/data';
import { wordedWrite } from 'shared-auth/load-problem';
import { COLLECTIONS, storedTimeMs } from 'shared-schemas';
import { VERSIONS_MAX, type NewResume, type ResumePatch, type ResumeRecord, type ResumeVersion } from './resume-record';
import { normalizeResume } from '../resume-model/normalize-resume';
import type { ResumeStore } from './resume-store';
import { newResumeFields, recordFrom } from './record-fields';

/** The page's Firestore with the signed-in candidate's uid (NotSignedInError without one), for writes and one-off reads. */
export async function candidateDb() {
  const handle = await getFirestoreDb();
  return { ...handle, uid: signedInUid(handle) };
}

/** Firestore refuses `undefined` anywhere in a document: JSON drops it. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function firestoreResumeStore(): ResumeStore {
  const resumesOf = async () => {
    const { db, firestoreApi: fs, uid } = await candidateDb();
    return { fs, db, uid, collection: fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.resumes) };
  };

  return {
    kind: 'cloud',
    watchResumes(onChange, onError) {
      return watchQuery(
        {
          query: ({ db, firestoreApi: fs, uid }) =>
            fs.query(fs.collection(db, COLLECTIONS.candidates, signedInUid({ uid }), COLLECTIONS.resumes), fs.orderBy('updatedAt', 'desc')),
          row: recordFrom,
          estimate: true,
        },
        onChange,
        onError,
      );
    },
    async load(id) {
      const { fs, collection } = await resumesOf();
      const snapshot = await fs.getDoc(fs.doc(collection, id));
      return snapshot.exists() ? recordFrom(snapshot.id, snapshot.data({ serverTimestamps: 'estimate' })) : null;
    },
    // Writes fail with a sentence (wordedWrite): the screens show the error's message.
    create: (input: NewResume) =>
      wordedWrite('the resume', 'created', async () => {
        const { fs, collection } = await resumesOf();
        const ref = await fs.addDoc(collection, plain(newResumeFields(input)) as Record<string, unknown>);
        await fs.updateDoc(ref, { updatedAt: fs.serverTimestamp() });
        return ref.id;
      }),
    save: (id, patch: ResumePatch) =>
      wordedWrite('your changes', 'saved', async () => {
        const { fs, collection } = await resumesOf();
        await fs.updateDoc(fs.doc(collection, id), { ...plain(patch), updatedAt: fs.serverTimestamp() });
      }),
    remove: (id) =>
      wordedWrite('the resume', 'deleted', async () => {
        const { fs, collection } = await resumesOf();
        const [versions, letters] = await Promise.all([
          fs.getDocs(fs.collection(fs.doc(collection, id), COLLECTIONS.versions)),
          fs.getDocs(fs.collection(fs.doc(collection, id), COLLECTIONS.letters)),
        ]);
        // Versions and letters first: a resume never disappears while they stay behind unreachable.
        await Promise.all([...versions.docs, ...letters.docs].map((v) => fs.deleteDoc(v.ref)));
        await fs.deleteDoc(fs.doc(collection, id));
      }),
    async versions(id) {
      const { fs, collection } = await resumesOf();
      const snapshot = await fs.getDocs(fs.query(fs.collection(fs.doc(collection, id), COLLECTIONS.versions), fs.orderBy('savedAt', 'desc')));
      return snapshot.docs.map((d): ResumeVersion => {
        const data = d.data({ serverTimestamps: 'estimate' });
        return {
          id: d.id,
          resume: normalizeResume(data.resume ?? {}),
          note: typeof data.note === 'string' ? data.note : '',
          savedAt: storedTimeMs(data.savedAt),
        };
      });
    },
    saveVersion: (id, version) =>
      wordedWrite('the version', 'saved', async () => {
        const { fs, collection } = await resumesOf();
        const versions = fs.collection(fs.doc(collection, id), COLLECTIONS.versions);
        await fs.addDoc(versions, { resume: plain(version.resume), note: version.note, savedAt: fs.serverTimestamp() });
        // Keep the newest VERSIONS_MAX: older ones are dropped, oldest first.
        const all = await fs.getDocs(fs.query(versions, fs.orderBy('savedAt', 'desc')));
        await Promise.all(all.docs.slice(VERSIONS_MAX).map((v) => fs.deleteDoc(v.ref)));
      }),
  };
}

export type { ResumeRecord };
