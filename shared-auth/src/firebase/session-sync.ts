/**
 * A tiny bus from the Firebase side of shared-auth to the React session: when Firebase reports
 * that the account signed out (or its role claim changed), the stored user follows. Kept apart
 * from React so the Firebase code, loaded on demand, does not need a component to publish.
 */
import type { SessionUser } from '../session/session-user';

type SessionListener = (user: SessionUser | null) => void;
const listeners = new Set<SessionListener>();

export function subscribeSessionChanges(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishSessionChange(user: SessionUser | null): void {
  for (const listener of listeners) listener(user);
}
