// The interviewer's interviews and scorecards in Firestore, under firestore.rules: interviews
// they are on the panel of (same organisation), their own scorecard, and the panel's once their
// own is submitted. Live updates with onSnapshot, so a candidate's answers appear as they arrive.
import { wordedWrite } from 'shared-auth/load-problem';
import { getFirestoreDb } from 'shared-auth';
import { watchDoc, watchQuery, type DocumentData, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, INTERVIEW_RUBRIC_DOC, storedTimeToDate, type Interview, type InterviewRubric, type ScorecardRecord } from 'shared-schemas';
import type { InterviewRow, ScorecardRow } from '../types/interviews';

export function interviewRow(id: string, data: Interview): InterviewRow {
  return {
    ...data,
    id,
    answers: data.answers ?? {},
    questions: data.questions ?? [],
    scheduledAt: storedTimeToDate(data.scheduledAt),
    dueAt: storedTimeToDate(data.dueAt),
    completedAt: storedTimeToDate(data.completedAt),
    createdAt: storedTimeToDate(data.createdAt),
  };
}

export function scorecardRow(authorUid: string, data: ScorecardRecord): ScorecardRow {
  return { ...data, authorUid, ratings: data.ratings ?? {}, notes: data.notes ?? '', submittedAt: storedTimeToDate(data.submittedAt) };
}

/** The interviews whose panel includes `uid`, newest first. */
export function subscribeQueue(orgId: string, uid: string, onRows: (rows: InterviewRow[]) => void, onError: (e: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) =>
        fs.query(fs.collection(db, COLLECTIONS.interviews), fs.where('orgId', '==', orgId), fs.where('interviewerUids', 'array-contains', uid)),
      row: (id, data: DocumentData) => interviewRow(id, data as Interview),
      order: (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
    },
    onRows,
    onError,
  );
}

export function subscribeInterview(id: string, onRow: (row: InterviewRow | null) => void, onError: (e: Error) => void): Unsubscribe {
  return watchDoc(
    { doc: ({ db, firestoreApi: fs }) => fs.doc(db, COLLECTIONS.interviews, id), row: (rowId, data) => interviewRow(rowId, data as Interview) },
    onRow,
    onError,
  );
}

/** Each question's rubric by question id, from the panel-only staff document (the candidate reads the interview itself). */
export async function readRubric(interviewId: string): Promise<Record<string, string>> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.interviews, interviewId, COLLECTIONS.interviewStaff, INTERVIEW_RUBRIC_DOC));
  return snap.exists() ? ((snap.data() as InterviewRubric).rubric ?? {}) : {};
}

export async function readOwnScorecard(interviewId: string, uid: string): Promise<ScorecardRow | null> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.interviews, interviewId, COLLECTIONS.scorecards, uid));
  return snap.exists() ? scorecardRow(uid, snap.data() as ScorecardRecord) : null;
}

/** Every scorecard of the panel: allowed only once the caller's own is submitted (firestore.rules). */
export async function readPanelScorecards(interviewId: string): Promise<ScorecardRow[]> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snap = await fs.getDocs(fs.collection(db, COLLECTIONS.interviews, interviewId, COLLECTIONS.scorecards));
  return snap.docs.map((d) => scorecardRow(d.id, d.data() as ScorecardRecord));
}

export interface ScorecardDraft {
  ratings: Record<string, number>;
  recommendation: ScorecardRecord['recommendation'];
  notes: string;
  questionNotes: Record<string, string>;
}

/** Saves the draft; `submit` makes it final (firestore.rules refuse any later change). */
export function saveScorecard(interviewId: string, uid: string, authorName: string | null, draft: ScorecardDraft, submit: boolean): Promise<void> {
  return wordedWrite('your scorecard', 'saved', async () => {
    const { db, firestoreApi: fs } = await getFirestoreDb();
    await fs.setDoc(fs.doc(db, COLLECTIONS.interviews, interviewId, COLLECTIONS.scorecards, uid), {
      ratings: draft.ratings,
      recommendation: draft.recommendation,
      notes: draft.notes,
      questionNotes: draft.questionNotes,
      authorName,
      submittedAt: submit ? fs.serverTimestamp() : null,
      updatedAt: fs.serverTimestamp(),
    });
  });
}

/** The job's posting, for the per-answer insights (members read their organisation's jobs). */
export async function readJobText(jobId: string): Promise<string | null> {
  const { db, firestoreApi: fs } = await getFirestoreDb();
  const snap = await fs.getDoc(fs.doc(db, COLLECTIONS.jobs, jobId));
  if (!snap.exists()) return null;
  const data = snap.data() as { title?: string; description?: string };
  return `${data.title ?? ''}\n${data.description ?? ''}`.trim() || null;
}
