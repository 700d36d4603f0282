/**
 * Test doubles at Firestore's boundary (getFirestoreDb's handle): errors as the SDK throws them,
 * and a handle whose every write fails, for tests of what a screen or store says when Firestore
 * refuses or cannot be reached. Used through `shared-auth/test/firestore-stubs` by the apps' tests.
 */
import type { FirestoreHandle } from '../firestore-db';

/** A FirestoreError as the SDK hands it over: a code, and a message meant for developers. */
export function firestoreError(code: string, message: string): Error {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

/** What the rules answer a refused read or write. */
export const refused = () => firestoreError('permission-denied', 'Missing or insufficient permissions.');
/** What the SDK answers when the server cannot be reached. */
export const unreachable = () => firestoreError('unavailable', 'Failed to get document because the client is offline.');

/**
 * A handle whose writes (addDoc, setDoc, updateDoc, deleteDoc, a batch's commit) and getDocs each
 * fail with `failure()`, asked per call so a test can change it; references are plain objects.
 */
export function failingFirestore(failure: () => Error, uid = 'user-1'): FirestoreHandle {
  const failing = jest.fn(async () => Promise.reject(failure()));
  const firestoreApi = {
    collection: jest.fn(() => ({})),
    doc: jest.fn(() => ({})),
    addDoc: failing,
    setDoc: failing,
    updateDoc: failing,
    deleteDoc: failing,
    getDocs: failing,
    writeBatch: jest.fn(() => ({ update: jest.fn(), set: jest.fn(), delete: jest.fn(), commit: failing })),
    serverTimestamp: jest.fn(),
    arrayUnion: jest.fn(),
    Timestamp: { now: jest.fn() },
  };
  // Only the functions the stores under test call are here; the cast says so rather than faking all of firebase/firestore.
  return { db: {}, firestoreApi, uid } as unknown as FirestoreHandle;
}
