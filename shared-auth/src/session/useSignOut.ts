import { useCallback } from 'react';
import { useSession } from './useSession';

/** Signs the user out of this browser: forgets the stored user. */
export function useSignOut(): () => Promise<void> {
  const { clearUser } = useSession();
  return useCallback(async () => {
    clearUser();
  }, [clearUser]);
}
