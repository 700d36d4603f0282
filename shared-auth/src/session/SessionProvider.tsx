import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SessionContext, type Session } from './SessionContext';
import { subscribeSessionChanges } from '../firebase/session-sync';
import { USER_STORAGE_KEY, readStoredUser, writeStoredUser, type SessionUser } from './session-user';

/** Restores the user from localStorage on load and keeps the two in step (a sign-out in one tab signs out every tab). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<SessionUser | null>(() => readStoredUser());

  const setUser = useCallback((next: SessionUser | null) => {
    writeStoredUser(next);
    setUserState(next);
  }, []);
  const clearUser = useCallback(() => setUser(null), [setUser]);

  // Firebase (once loaded) reports a signed-out account or a changed role claim.
  useEffect(() => subscribeSessionChanges(setUser), [setUser]);

  // Another tab signing in or out changes this tab too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) setUserState(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const session = useMemo<Session>(() => ({ user, setUser, clearUser }), [user, setUser, clearUser]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
