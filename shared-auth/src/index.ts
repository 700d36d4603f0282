import type { ApiDownload, ApiRequest } from './api/api-request';
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
export type { ApiDownload, ApiRequest } from './api/api-request';
// The api client (api/api-request.ts) is loaded on the first call, so no page's first load carries it.
/** Calls HireGen's api: JSON answer, ID token, time limit, cancel, upload progress, answer shape check. */
export const apiFetch = <T = unknown>(path: string, request?: ApiRequest): Promise<T> => import('./api/api-request').then((client) => client.apiFetch<T>(path, request));
/** GETs a file the api serves, with the same token, time limit and error messages. */
export const apiDownload = (path: string, request?: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'>): Promise<ApiDownload> =>
  import('./api/api-request').then((client) => client.apiDownload(path, request));
export {
  SignInPanel,
  SignUpPanel,
  RedirectingScreen,
  MagicLinkScreen,
  type SignInPanelProps,
  type SignUpPanelProps,
} from './sign-in/sign-in-screens';
/** Firestore for the role areas, loaded on first use (its own chunk: never on a public first load). */
export const getFirestoreDb = () => import('./firebase/firestore-db').then((module) => module.firestoreDb());
export type { FirestoreHandle, FirestoreModule } from './firebase/firestore-db';
export { loadProblem } from './firebase/load-problem';
