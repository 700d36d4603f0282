import { isFirebaseRequested } from '../firebase/firebase-requested';
import { readStoredUser } from '../session/session-user';

/** The signed-in account's ID token, or null. Loads Firebase only when someone may be signed in. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  if (!isFirebaseRequested() && !readStoredUser()) return null;
  // Loaded on first use: most first page loads never call the api.
  const { getFirebase } = await import('../firebase/firebase-app');
  const { auth } = await getFirebase();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
}
