import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dashboardPathFor, parseRole } from 'shared-schemas';
import { notify } from 'shared-ui';
import type { SessionUser } from '../../session/session-user';
import { useSession } from '../../session/useSession';
import { RETURN_TO_KEY, safeReturnPath, sessionValue } from '../sign-in-storage';

/** Where the guard asked to come back to: router state, or storage when the flow left the page. */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  const fromState = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  return fromState ?? safeReturnPath(sessionValue.get(RETURN_TO_KEY));
}

/** Stores the signed-in user and lands them on the page they asked for, else their dashboard. */
export function useFinishSignIn(): (user: SessionUser) => void {
  const { setUser } = useSession();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  return useCallback(
    (user: SessionUser) => {
      setUser(user);
      sessionValue.remove(RETURN_TO_KEY);
      const role = parseRole(user.role);
      notify.success(`Welcome${user.name ? `, ${user.name}` : ''}!`);
      navigate(returnPath ?? (role ? dashboardPathFor(role) : '/'), { replace: true });
    },
    [setUser, navigate, returnPath],
  );
}
