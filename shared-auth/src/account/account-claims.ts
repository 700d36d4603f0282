/**
 * The signed-in account's claims as the Firebase SDK reads them from its ID token
 * (`user.getIdTokenResult()`): the one place the browser gets them, never a hand-decoded token.
 * The browser only displays them and picks which screen to show; the api and firestore.rules
 * check the same token themselves. Loaded on first use through `getAccountClaims` (index.ts), so
 * no public first load carries it.
 */
import { isFirebaseRequested } from '../firebase/firebase-requested';
import { readStoredUser } from '../session/session-user';

export interface AccountClaims {
  uid: string;
  role: string | null;
  orgId: string | null;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Our view of an ID token's claims (`IdTokenResult.claims`); throws when they name no account. */
export function accountClaimsFrom(claims: Readonly<Record<string, unknown>>): AccountClaims {
  const uid = text(claims.user_id) ?? text(claims.sub);
  if (!uid) throw new Error('The sign-in token names no account. Sign in again.');
  return {
    uid,
    role: text(claims.role),
    orgId: text(claims.orgId),
    email: text(claims.email),
    name: text(claims.name),
    emailVerified: claims.email_verified === true,
  };
}

/** The current account's claims, or null when signed out. `fresh` asks Firebase for a new token. */
export async function currentAccountClaims(fresh = false): Promise<AccountClaims | null> {
  if (!isFirebaseRequested() && !readStoredUser()) return null;
  // Loaded on first use, like currentIdToken: Firebase is never on a first load.
  const { getFirebase } = await import('../firebase/firebase-app');
  const { auth } = await getFirebase();
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  const { claims } = await auth.currentUser.getIdTokenResult(fresh);
  return accountClaimsFrom(claims);
}
