/**
 * One way to start a live Firestore read: Firestore loads on first use (its own chunk), so the
 * subscription begins once it has, and the function returned stops it at any moment, even
 * before it began (a screen left quickly leaves no listener behind).
 */
import { getFirestoreDb, type FirestoreHandle } from 'shared-auth';
import { loadProblem } from 'shared-auth/load-problem';

export type Unsubscribe = () => void;

export function subscribeLive(start: (handle: FirestoreHandle) => Unsubscribe, onError: (error: Error) => void): Unsubscribe {
  let stop: Unsubscribe | null = null;
  let cancelled = false;
  getFirestoreDb()
    .then((handle) => {
      if (!cancelled) stop = start(handle);
    })
    .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** A failed live read, worded for a person: membership advice for a refusal, never Firestore's own text. */
export function readProblem(error: Error): string {
  if ((error as { code?: string }).code === 'permission-denied') {
    return 'You do not have access to this. Your organisation membership may have changed: sign out and in again.';
  }
  return loadProblem(error, 'this data');
}
