/**
 * After Firebase has signed someone in, settle which HireGen role the account has. The role
 * lives in the `role` custom claim, which only the api sets: a new account asks for the role of
 * the login it used (POST /api/auth/role); an account with another role is signed out again
 * with a message naming its own login. The browser never decides a role on its own.
 */
import type { User } from 'firebase/auth';
import { loginPathFor, parseRole, type Role } from 'shared-schemas';
import { ApiError } from '../api/api-error';
import { callApi } from '../api/api-on-demand';
import type { FirebaseHandle } from '../firebase/firebase-app';
import type { SessionUser } from '../session/session-user';
import { SignInError } from './auth-errors';

export class RoleMismatchError extends SignInError {
  constructor(
    readonly registeredRole: Role,
    readonly loginPath: string,
  ) {
    super(`This account is registered as ${registeredRole}. Sign in from the ${registeredRole} login.`);
    this.name = 'RoleMismatchError';
  }
}

export const ADMIN_NOT_GRANTED = 'This account does not have Admin access. Admin access is granted by an existing administrator.';

async function claimedRole(account: User, forceRefresh: boolean): Promise<Role | undefined> {
  const { claims } = await account.getIdTokenResult(forceRefresh);
  return parseRole(claims.role);
}

export async function establishRole(firebase: Pick<FirebaseHandle, 'auth' | 'authApi'>, account: User, role: Role, profileName?: string): Promise<SessionUser> {
  const refuse = async (error: Error): Promise<never> => {
    await firebase.authApi.signOut(firebase.auth).catch(() => undefined);
    throw error;
  };

  let claim = await claimedRole(account, false);
  if (!claim) {
    try {
      await callApi('POST /api/auth/role', { json: { role, ...(profileName ? { name: profileName } : {}) } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return refuse(new SignInError(ADMIN_NOT_GRANTED));
      if (error instanceof ApiError && error.status !== 409) return refuse(error);
      // 409: the account already holds another role; the refreshed claim below names it.
    }
    // The claim was just set on the server: only a fresh token carries it.
    claim = await claimedRole(account, true);
  }
  if (!claim) return refuse(new SignInError('Your account type could not be saved. Please try again.'));
  if (claim !== role) return refuse(new RoleMismatchError(claim, loginPathFor(claim)));

  const name = account.displayName ?? profileName ?? account.email ?? account.phoneNumber ?? undefined;
  return {
    uid: account.uid,
    role: claim,
    ...(name ? { name } : {}),
    ...(account.email ? { email: account.email } : {}),
  };
}
