import { useCallback } from 'react';
import { useSession } from './useSession';

/**
 * Signs the user out of this browser: forgets the stored user at once (the UI must not wait on
 * the network), then ends the Firebase session so the ID token is gone too. Firebase loads for
 * this if it has not yet on this page, since a session restored from localStorage still has a
 * Firebase account persisted in IndexedDB.
 */
export function useSignOut(): () => Promise<void> {
  const { clearUser } = useSession();
  return useCallback(async () => {
    clearUser();
    try {
      const { signOutOfFirebase } = await import('../sign-in/sign-in-methods');
      await signOutOfFirebase();
    } catch (error) {
      // Offline or misconfigured: the local session is gone; the token expires within the hour.
      console.warn('HireGen could not end the Firebase session:', error);
    }
  }, [clearUser]);
}
