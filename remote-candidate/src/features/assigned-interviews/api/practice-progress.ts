// The candidate's practice sessions (candidates/{uid}/practice, saved by /mock-interview), for
// progress over time on the dashboard.
import { getFirestoreDb } from 'shared-auth';
import { COLLECTIONS, PRACTICE_HISTORY_LIMIT, storedTimeToDate, type PracticeSessionRecord } from 'shared-schemas';

export interface PracticePoint {
  id: string;
  title: string;
  overall: number;
  answered: number;
  startedAt: Date | null;
  competencies: { label: string; score: number }[];
}

export async function loadPracticeProgress(): Promise<PracticePoint[]> {
  const { db, firestoreApi: fs, uid } = await getFirestoreDb();
  if (!uid) return [];
  const snap = await fs.getDocs(
    fs.query(fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.practice), fs.orderBy('startedAt', 'desc'), fs.limit(PRACTICE_HISTORY_LIMIT)),
  );
  return snap.docs
    .map((d) => {
      const data = d.data() as Partial<PracticeSessionRecord>;
      return {
        id: d.id,
        title: data.job?.title ?? 'Practice',
        overall: data.report?.overall ?? 0,
        answered: data.report?.answered ?? 0,
        startedAt: storedTimeToDate(data.startedAt),
        competencies: (data.report?.competencies ?? []).map(({ label, score }) => ({ label, score })),
      };
    })
    .reverse();
}
