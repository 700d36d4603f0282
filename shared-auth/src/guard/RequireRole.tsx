import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor, roleMatches } from 'shared-schemas';
import { useSession } from '../session/useSession';

/** Where the guard sends someone, and what it remembers to bring them back afterwards. */
export interface GuardRedirectState {
  from: string;
}

/**
 * A protected screen: signed out → login for the required role; signed in with another
 * role → /unauthorized. Both replace the history entry, so Back does not return here.
 * This is courtesy only: the api and Firestore rules enforce roles from the token's claims.
 */
export function RequireRole({ role, children }: { role: string; children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const state: GuardRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={loginPathFor(role)} replace state={state} />;
  }
  if (!roleMatches(user.role, role)) return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
