import { createContext } from 'react';
import type { SessionUser } from './session-user';

export interface Session {
  user: SessionUser | null;
  /** Replaces the signed-in user (written to localStorage). */
  setUser: (user: SessionUser | null) => void;
  /** Signs the browser session out locally (removes localStorage `user`). */
  clearUser: () => void;
}

export const SessionContext = createContext<Session | null>(null);
