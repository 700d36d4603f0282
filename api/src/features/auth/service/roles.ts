// Choosing and granting roles. Roles live in the `role` custom claim, written through
// features/auth/service/claims.ts (the one claim writer). The profile `users/{uid}` mirrors it for Firestore
// queries and the UI; the claim is what rules and the api trust.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { SELF_SERVICE_ROLES, type Role } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { writeClaims } from './claims';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export const USERS = 'users';

export interface RoleServices {
  auth: Auth;
  firestore: Firestore;
  adminEmails: ReadonlySet<string>;
  /** On the Auth emulator emails are never verified; elsewhere ADMIN_EMAILS needs a verified email. */
  allowUnverifiedAdminEmails: boolean;
  storeTimeoutMs: number;
}

export interface RoleOutcome {
  role: Role;
  /** True when the claim changed: the client must call `getIdToken(true)` to see it. */
  refreshToken: boolean;
}

/** The role claim goes through the one claim writer; other claims (orgId…) are kept. */
async function setRoleClaim(auth: Auth, uid: string, role: Role, storeTimeoutMs: number, unavailableMessage?: string): Promise<boolean> {
  return (await writeClaims(auth, uid, { role }, storeTimeoutMs, unavailableMessage)).changed;
}

function profileFields(user: Pick<UserRecord, 'email' | 'displayName'>, name: string | undefined) {
  return {
    name: name ?? user.displayName ?? null,
    email: user.email ?? null,
  };
}

/**
 * A signed-in account picks its role once. Candidate, Interviewer and HR are self-service;
 * Admin only for ADMIN_EMAILS. The profile write runs in a transaction so two concurrent first
 * requests with different roles cannot both win; the claim follows the profile.
 */
export async function chooseRole(services: RoleServices, account: SignedInAccount, requested: Role, name: string | undefined): Promise<RoleOutcome> {
  const email = account.email?.toLowerCase();
  const listedAdmin = email !== undefined && services.adminEmails.has(email) && (account.emailVerified || services.allowUnverifiedAdminEmails);
  const wanted: Role = listedAdmin ? 'Admin' : requested;
  if (!listedAdmin && !SELF_SERVICE_ROLES.includes(requested)) {
    throw new HttpError(403, 'Admin cannot be chosen: it is granted by an existing Admin.');
  }
  if (account.role && account.role !== wanted) {
    throw new HttpError(
      409,
      `This account is already registered as ${account.role}. Sign in with the ${account.role} login, or use another account for ${wanted}.`,
    );
  }
  const profile = services.firestore.collection(USERS).doc(account.uid);
  const { role } = await withStoreDeadline(
    services.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(profile);
      const stored = snapshot.get('role') as Role | undefined;
      if (stored && stored !== wanted && !account.role) {
        // Another request of this account won the race with a different role.
        return { role: stored };
      }
      const fields = { ...profileFields({ email: account.email ?? undefined, displayName: account.name ?? undefined }, name), role: wanted };
      if (snapshot.exists) transaction.set(profile, { ...fields, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      else transaction.set(profile, { ...fields, createdAt: FieldValue.serverTimestamp() });
      return { role: wanted };
    }),
    services.storeTimeoutMs,
    'Your role cannot be saved right now. Please try again later.',
  );
  if (role !== wanted) {
    throw new HttpError(409, `This account is already registered as ${role}. Sign in with the ${role} login.`);
  }
  // The profile is written first here: its transaction decides which of two racing choices wins.
  const changed = await setRoleClaim(services.auth, account.uid, role, services.storeTimeoutMs, 'Your role cannot be saved right now. Please try again later.');
  // The sign-up form's name also becomes the account's display name when it has none, so the
  // ID token (`name`) and /api/me carry it without a profile read.
  if (name && !account.name) {
    await withStoreDeadline(services.auth.updateUser(account.uid, { displayName: name }), services.storeTimeoutMs);
  }
  return { role, refreshToken: changed };
}

export type GrantTarget = { email: string } | { uid: string };

/** Admin grants (or changes) any account's role. Idempotent: the same grant twice changes nothing. */
export async function grantRole(
  services: Pick<RoleServices, 'auth' | 'firestore' | 'storeTimeoutMs'>,
  target: GrantTarget,
  role: Role,
): Promise<{ uid: string; email: string | null; role: Role; changed: boolean }> {
  const user = await findAccount(services.auth, target, services.storeTimeoutMs);
  const changed = await setRoleClaim(services.auth, user.uid, role, services.storeTimeoutMs);
  const profile = services.firestore.collection(USERS).doc(user.uid);
  await withStoreDeadline(
    services.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(profile);
      const fields = { ...profileFields(user, undefined), role };
      if (snapshot.exists) {
        if (snapshot.get('role') !== role) transaction.set(profile, { role, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      } else {
        transaction.set(profile, { ...fields, createdAt: FieldValue.serverTimestamp() });
      }
    }),
    services.storeTimeoutMs,
  );
  return { uid: user.uid, email: user.email ?? null, role, changed };
}

async function findAccount(auth: Auth, target: GrantTarget, timeoutMs: number): Promise<UserRecord> {
  const lookup = 'email' in target ? auth.getUserByEmail(target.email) : auth.getUser(target.uid);
  // A missing account is the caller's mistake (404), anything else is the store's (503).
  const found = lookup.then(
    (user) => user,
    (error: unknown) => {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    },
  );
  const user = await withStoreDeadline(found, timeoutMs);
  if (!user) throw new HttpError(404, 'No account has this ' + ('email' in target ? 'email.' : 'uid.'));
  return user;
}
