/**
 * The signed-in user as the browser keeps it: JSON in localStorage `user`, with a
 * `role` string compared case-insensitively. It is a courtesy copy for the UI; the api and
 * Firestore rules trust only the role claim in the ID token.
 */
export interface SessionUser {
  role: string;
  uid?: string;
  name?: string;
  email?: string;
  [extra: string]: unknown;
}

export const USER_STORAGE_KEY = 'user';

/** Reads the stored user; anything unreadable or without a role counts as signed out. */
export function readStoredUser(storage: Storage = window.localStorage): SessionUser | null {
  let raw: string | null;
  try {
    raw = storage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { role?: unknown }).role === 'string') {
      return value as SessionUser;
    }
  } catch {
    // A hand-edited or corrupted entry: treat as signed out rather than crash the app.
  }
  return null;
}

export function writeStoredUser(user: SessionUser | null, storage: Storage = window.localStorage): void {
  try {
    if (user) storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else storage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): the session still works for this page view.
  }
}
