// The candidate's practice sessions (candidates/{uid}/practice, saved by /mock-interview), for
// progress over time on the dashboard: oldest first.
import { loadPracticeSessions } from 'shared-auth/data';

export interface PracticePoint {
  id: string;
  title: string;
  overall: number;
  answered: number;
  startedAt: Date | null;
  competencies: { label: string; score: number }[];
}

export async function loadPracticeProgress(): Promise<PracticePoint[]> {
  const sessions = await loadPracticeSessions();
  return sessions
    .map(({ id, title, overall, answered, startedAt, competencies }) => ({
      id,
      title,
      overall,
      answered,
      startedAt,
      competencies: competencies.map(({ label, score }) => ({ label, score })),
    }))
    .reverse();
}
