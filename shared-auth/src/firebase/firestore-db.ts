/**
 * The page's Firestore, for the role areas (never on a public page's first load: it is a
 * separate chunk that loads with the first call). Connects to the Firestore emulator when
 * /app-config.json says so. Reads and live updates go from the browser under firestore.rules;
 * writes that cross a trust line go through the api.
 */
import type { Firestore } from 'firebase/firestore';
import { getFirebase } from './firebase-app';

export type FirestoreModule = typeof import('firebase/firestore');

export interface FirestoreHandle {
  db: Firestore;
  /** The firebase/firestore functions (doc, onSnapshot, …), so callers need no import of their own. */
  firestoreApi: FirestoreModule;
  /** The signed-in account's uid, or null. */
  uid: string | null;
}

let pending: Promise<{ db: Firestore; firestoreApi: FirestoreModule }> | null = null;

async function initialise() {
  const [{ app, config }, firestoreApi] = await Promise.all([getFirebase(), import('firebase/firestore')]);
  const db = firestoreApi.getFirestore(app);
  if (config.emulators) {
    const host = config.emulators.firestore.host === '127.0.0.1' && window.location.hostname === 'localhost' ? 'localhost' : config.emulators.firestore.host;
    try {
      firestoreApi.connectFirestoreEmulator(db, host, config.emulators.firestore.port);
    } catch {
      // Already connected by another caller of the same app (hot reload): nothing to do.
    }
  }
  return { db, firestoreApi };
}

export async function firestoreDb(): Promise<FirestoreHandle> {
  pending ??= initialise().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  const [{ db, firestoreApi }, { auth }] = await Promise.all([pending, getFirebase()]);
  // The Auth SDK restores the session asynchronously: wait for it so the first read carries the token.
  await auth.authStateReady();
  return { db, firestoreApi, uid: auth.currentUser?.uid ?? null };
}
