/** Notes on an applicant: members of the organisation read and add them; never the candidate. */
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, storedTimeMs, type ApplicationNote } from 'shared-schemas';
import type { NoteRow, PipelineActor } from '../types/pipeline';

export function subscribeNotes(applicationId: string, onRows: (rows: NoteRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) => fs.collection(db, COLLECTIONS.applications, applicationId, COLLECTIONS.notes),
      row: (id, data): NoteRow => ({ id, ...(data as ApplicationNote) }),
      estimate: true,
      order: (a, b) => storedTimeMs(b.createdAt) - storedTimeMs(a.createdAt),
    },
    onRows,
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
