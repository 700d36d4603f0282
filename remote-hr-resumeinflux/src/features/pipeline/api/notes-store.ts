/** Notes on an applicant: members of the organisation read and add them; never the candidate. */
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS, type ApplicationNote } from 'shared-schemas';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';
import { toMillis } from '../../../lib/stored-time';
import type { NoteRow, PipelineActor } from '../types/pipeline';

export function subscribeNotes(applicationId: string, onRows: (rows: NoteRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        fs.collection(db, COLLECTIONS.applications, applicationId, COLLECTIONS.notes),
        (snapshot) =>
          onRows(
            snapshot.docs
              .map((doc) => ({ id: doc.id, ...(doc.data({ serverTimestamps: 'estimate' }) as ApplicationNote) }))
              .sort((a, b) => toMillis(b.createdAt) - toMillis(a.createdAt)),
          ),
        onError,
      ),
    onError,
  );
}

export function addNote(applicationId: string, author: PipelineActor, text: string, rating: number | null): Promise<void> {
  return wordedWrite('the note', 'saved', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    // firestore.rules accept only the author's own profile name (users/{uid}.name), whatever
    // name the session shows: read it rather than trust it.
    const profile = await fs.getDoc(fs.doc(db, COLLECTIONS.users, author.uid));
    const profileName = profile.get('name') as unknown;
    await fs.addDoc(fs.collection(db, COLLECTIONS.applications, applicationId, COLLECTIONS.notes), {
      authorUid: author.uid,
      authorName: typeof profileName === 'string' && profileName ? profileName : null,
      text,
      rating,
      createdAt: fs.serverTimestamp(),
    });
  });
}
