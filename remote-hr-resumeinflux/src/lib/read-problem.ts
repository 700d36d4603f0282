/** A failed live read on an HR screen, worded for a person (the reads themselves: shared-auth/data). */
import { loadProblem } from 'shared-auth/load-problem';

/** Membership advice for a refusal, never Firestore's own text. */
export function readProblem(error: Error): string {
  if ((error as { code?: string }).code === 'permission-denied') {
    return 'You do not have access to this. Your organisation membership may have changed: sign out and in again.';
  }
  return loadProblem(error, 'this data');
}
