/**
 * The candidate's inbox (candidates/{uid}/messages): written by the api when HR moves an
 * application with a message or schedules an interview; read live here, and marked read or
 * unread from the browser (firestore.rules allow the candidate exactly that field).
 */
import { wordedWrite } from 'shared-auth/load-problem';
import { signedInUid, watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, storedTimeMs, type InboxMessage } from 'shared-schemas';
import { candidateDb } from '../resumes/firestore-resume-store';

export interface InboxRow {
  id: string;
  orgName: string;
  jobTitle: string;
  kind: string;
  subject: string;
  body: string;
  senderName: string;
  scheduleId: string | null;
  read: boolean;
  createdAt: number;
}

export function inboxRowFrom(id: string, data: Partial<InboxMessage>): InboxRow {
  return {
    id,
    orgName: typeof data.orgName === 'string' ? data.orgName : '',
    jobTitle: typeof data.jobTitle === 'string' ? data.jobTitle : '',
    kind: typeof data.kind === 'string' ? data.kind : '',
    subject: typeof data.subject === 'string' ? data.subject : '(no subject)',
    body: typeof data.body === 'string' ? data.body : '',
    senderName: typeof data.senderName === 'string' ? data.senderName : '',
    scheduleId: typeof data.scheduleId === 'string' ? data.scheduleId : null,
    read: data.read === true,
    createdAt: storedTimeMs(data.createdAt),
  };
}

export function watchInbox(onChange: (messages: InboxRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs, uid }) => fs.collection(db, COLLECTIONS.candidates, signedInUid({ uid }), COLLECTIONS.inbox),
      row: inboxRowFrom,
      estimate: true,
      order: (a, b) => b.createdAt - a.createdAt,
    },
    onChange,
    onError,
  );
}

export function markRead(id: string, read: boolean): Promise<void> {
  return wordedWrite('the message', 'saved', async () => {
    const { db, firestoreApi: fs, uid } = await candidateDb();
    await fs.updateDoc(fs.doc(db, COLLECTIONS.candidates, uid, COLLECTIONS.inbox, id), { read });
  });
}
