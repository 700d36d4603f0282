/**
 * The candidate's inbox (candidates/{uid}/messages): written by the api when HR moves an
 * application with a message or schedules an interview; read live here, and marked read or
 * unread from the browser (firestore.rules allow the candidate exactly that field).
 */
import { wordedWrite } from 'shared-auth/load-problem';
import { COLLECTIONS, type InboxMessage, type StoredTime } from 'shared-schemas';
import { candidateDb } from '../resumes/firestore-resume-store';
import { timeMs } from '../resumes/record-fields';

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
    createdAt: timeMs(data.createdAt as StoredTime | undefined),
  };
}

export function watchInbox(onChange: (messages: InboxRow[]) => void, onError: (error: Error) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  candidateDb().then(({ db, firestoreApi: fs, uid }) => {
    if (stopped) return;
    stop = fs.onSnapshot(
      fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.inbox),
      (snapshot) => onChange(snapshot.docs.map((d) => inboxRowFrom(d.id, d.data({ serverTimestamps: 'estimate' }))).sort((a, b) => b.createdAt - a.createdAt)),
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

export function markRead(id: string, read: boolean): Promise<void> {
  return wordedWrite('the message', 'saved', async () => {
    const { db, firestoreApi: fs, uid } = await candidateDb();
    await fs.updateDoc(fs.doc(db, COLLECTIONS.candidates, uid, COLLECTIONS.inbox, id), { read });
  });
}
