// The signed-in account's claims come from the Firebase SDK through shared-auth (never a
// hand-decoded token). The browser only displays them and picks which screen to show; the api
// and firestore.rules check the same token themselves. `fresh` asks Firebase for a new token.
import { getAccountClaims, readStoredUser, type AccountClaims } from 'shared-auth';

// Signed out: no claims, and their code is not fetched (the invite page's first load is at its budget).
export const readAccountClaims = (fresh = false): Promise<AccountClaims | null> => (readStoredUser() ? getAccountClaims(fresh) : Promise.resolve(null));
