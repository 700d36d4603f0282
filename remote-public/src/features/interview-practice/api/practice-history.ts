// A signed-in candidate's practice sessions at candidates/{uid}/practice (their own, under
// firestore.rules). Signed out, nothing is saved.
import { getFirestoreDb } from 'shared-auth';
import { loadPracticeSessions } from 'shared-auth/data';
import { COLLECTIONS, type PracticeSessionRecord } from 'shared-schemas';
import { practiceTitle } from '../practice-title';
import type { InterviewQuestion, PracticeAnswer, PracticeHistoryEntry, PracticeSource, SessionReport } from '../types/practice';

export { practiceTitle };

export type PracticeDraft = Omit<PracticeSessionRecord, 'startedAt' | 'completedAt'>;

export function practiceRecord(
  source: PracticeSource,
  questions: InterviewQuestion[],
  answers: Record<string, PracticeAnswer>,
  report: SessionReport,
): PracticeDraft {
  return {
    job: {
      source: source.type,
      title: practiceTitle(source),
      jobId: source.type === 'job' ? source.jobId : null,
      field: source.type === 'field' ? source.field : null,
      orgName: source.type === 'job' ? source.orgName : null,
    },
    questions: questions.map(({ id, text, kind, competency }) => ({ id, text, kind, competency })),
    answers: Object.fromEntries(Object.entries(answers).map(([id, a]) => [id, { text: a.text, durationSec: a.durationSec, attempts: a.attempts }])),
    feedback: Object.fromEntries(
      Object.entries(answers).map(([id, a]) => [
        id,
        { score: a.feedback.score, points: a.feedback.points, star: a.feedback.star, suggestion: a.feedback.suggestion },
      ]),
    ),
    report: {
      overall: report.overall,
      answered: report.answered,
      asked: report.asked,
      competencies: report.competencies.map(({ competency, label, score }) => ({ competency, label, score })),
      nextStep: report.nextStep,
    },
  };
}

export async function savePractice(record: PracticeDraft, startedAt: Date): Promise<string> {
  const { db, firestoreApi: fs, uid } = await getFirestoreDb();
  if (!uid) throw new Error('Sign in to save your practice.');
  const ref = await fs.addDoc(fs.collection(db, COLLECTIONS.candidates, uid, COLLECTIONS.practice), {
    ...record,
    startedAt: fs.Timestamp.fromDate(startedAt),
    completedAt: fs.serverTimestamp(),
  });
  return ref.id;
}

export function loadPracticeHistory(): Promise<PracticeHistoryEntry[]> {
  return loadPracticeSessions();
}
