/**
 * A signed-in candidate's saved practice sessions (candidates/{uid}/practice, their own under
 * firestore.rules), newest first: the practice page's history and the candidate dashboard's progress.
 */
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS, PRACTICE_HISTORY_LIMIT, storedTimeToDate, type PracticeSessionRecord } from 'shared-schemas';

export interface PracticeSession {
  id: string;
  title: string;
  overall: number;
  answered: number;
  asked: number;
  competencies: { competency: string; label: string; score: number }[];
  startedAt: Date | null;
}

export function practiceSessionFrom(id: string, data: Partial<PracticeSessionRecord>): PracticeSession {
  return {
    id,
    title: data.job?.title ?? 'Practice',
    overall: data.report?.overall ?? 0,
    answered: data.report?.answered ?? 0,
    asked: data.report?.asked ?? data.questions?.length ?? 0,
    competencies: data.report?.competencies ?? [],
    startedAt: storedTimeToDate(data.startedAt),
  };
}

/** The latest PRACTICE_HISTORY_LIMIT sessions, newest first; none when signed out (nothing is saved then). */
export async function loadPracticeSessions(): Promise<PracticeSession[]> {
  const { db, firestoreApi: fs, uid } = await getFirestoreDb();
  if (!uid) return [];
  const snapshot = await fs.getDocs(
    fs.query(fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.practice), fs.orderBy('startedAt', 'desc'), fs.limit(PRACTICE_HISTORY_LIMIT)),
  );
  return snapshot.docs.map((doc) => practiceSessionFrom(doc.id, doc.data() as Partial<PracticeSessionRecord>));
}
