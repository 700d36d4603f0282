export { SessionProvider } from './session/SessionProvider';
export { useSession } from './session/useSession';
export { useSignOut } from './session/useSignOut';
export type { Session } from './session/SessionContext';
export { USER_STORAGE_KEY, readStoredUser, writeStoredUser, type SessionUser } from './session/session-user';
export { RequireRole, type GuardRedirectState } from './guard/RequireRole';
export { ROLES, parseRole, roleMatches, loginPathFor, dashboardPathFor, type Role } from 'shared-schemas';
export { AccountSummary } from './account/AccountSummary';
export { ApiError, type ApiErrorDetails, type ApiFailure } from './api/api-error';
export { currentIdToken } from './api/id-token';
export type { ApiDownload } from './api/api-download';
export type { ApiRequest } from './api/api-request';
export { apiDownload, callApi, callPublicApi } from './api/api-on-demand';
export type { CallOptions } from './api/call-endpoint';
export { SignInPanel, SignUpPanel, RedirectingScreen, MagicLinkScreen, type SignInPanelProps, type SignUpPanelProps } from './sign-in/sign-in-screens';
/** Firestore for the role areas, loaded on first use (its own chunk: never on a public first load). */
export const getFirestoreDb = () => import('./firebase/firestore-db').then((module) => module.firestoreDb());
export type { FirestoreHandle, FirestoreModule } from './firebase/firestore-db';
/** The signed-in account's claims from the Firebase SDK (`getIdTokenResult`), loaded on first use. */
export const getAccountClaims = (fresh = false) => import('./account/account-claims').then((module) => module.currentAccountClaims(fresh));
export type { AccountClaims } from './account/account-claims';
