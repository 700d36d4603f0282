// The candidate's own interviews (interviews where candidateUid is theirs, under firestore.rules):
// they read the questions and write only their answers and progress while the interview is open
// and before its deadline. Scorecards and insights are never readable here.
import { getFirestoreDb } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, storedTimeToDate, type Interview } from 'shared-schemas';

export interface AssignedInterview {
  id: string;
  jobTitle: string;
  /** The employer: the organisation's name as the api copied it (null on interviews older than that). */
  orgName: string | null;
  mode: Interview['mode'];
  status: Interview['status'];
  dueAt: Date | null;
  scheduledAt: Date | null;
  questions: { id: string; text: string }[];
  answers: Record<string, { text: string; durationSec: number | null }>;
}

function row(id: string, data: Interview): AssignedInterview {
  return {
    id,
    jobTitle: data.jobTitle,
    orgName: typeof data.orgName === 'string' && data.orgName ? data.orgName : null,
    mode: data.mode,
    status: data.status,
    dueAt: storedTimeToDate(data.dueAt),
    scheduledAt: storedTimeToDate(data.scheduledAt),
    // The candidate sees the question only (the api keeps rubrics in a document only the panel
    // reads; interviews scheduled before that still carry one, which is not shown).
    questions: (data.questions ?? []).map((q) => ({ id: q.id, text: q.text })),
    answers: Object.fromEntries(Object.entries(data.answers ?? {}).map(([k, a]) => [k, { text: a.text, durationSec: a.durationSec }])),
  };
}

export function subscribeAssignedInterviews(onRows: (rows: AssignedInterview[]) => void, onError: (e: Error) => void): Unsubscribe {
  return watchQuery(
    {
      // Signed out there is nothing of the candidate's to read, and nothing to say.
      query: ({ db, firestoreApi: fs, uid }) => (uid ? fs.query(fs.collection(db, COLLECTIONS.interviews), fs.where('candidateUid', '==', uid)) : null),
      row: (id, data) => row(id, data as Interview),
      order: (a, b) => (a.dueAt?.getTime() ?? Infinity) - (b.dueAt?.getTime() ?? Infinity),
    },
    onRows,
    onError,
  );
}

/** Saves one answer; the first one also marks the interview started. */
export async function saveAnswer(interviewId: string, questionId: string, text: string, durationSec: number | null, first: boolean): Promise<void> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  await fs.updateDoc(fs.doc(db, COLLECTIONS.interviews, interviewId), {
    [`answers.${questionId}`]: { text, durationSec, answeredAt: fs.serverTimestamp() },
    status: 'in-progress',
    ...(first ? { startedAt: fs.serverTimestamp() } : {}),
    updatedAt: fs.serverTimestamp(),
  });
}

export async function completeInterview(interviewId: string): Promise<void> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  await fs.updateDoc(fs.doc(db, COLLECTIONS.interviews, interviewId), {
    status: 'completed',
    completedAt: fs.serverTimestamp(),
    updatedAt: fs.serverTimestamp(),
  });
}
