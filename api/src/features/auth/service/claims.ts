// The one writer of an account's custom claims (`writeClaims`): every caller — choosing a role,
// an Admin's grant or change, creating or joining an organisation, the seed — goes through it, so
// the merged claim set (role + orgId + any other claim) is the same whichever path wrote it.
// Rules and the api trust these claims, so whenever an existing one changes (a role changed, a
// member removed or moved) the account's refresh tokens are revoked: a token minted before the
// change cannot keep old rights. A first assignment (a new account choosing its role, a new HR
// creating an organisation) only adds rights to a token that had none, so it is not revoked —
// the caller refreshes its token.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type Role } from 'shared-schemas';
import { withStoreDeadline } from '../../../platform/errors';

export interface ClaimServices {
  auth: Auth;
  firestore: Firestore;
  storeTimeoutMs: number;
}

export interface AccountClaims {
  role: Role | null;
  /** Omitted: kept as it is. null: removed. */
  orgId?: string | null;
}

/** A change to the claims we own. Omitted: kept as it is; null: removed. */
export interface ClaimPatch {
  role?: Role | null;
  orgId?: string | null;
}

export interface ClaimChange {
  changed: boolean;
  /** True when refresh tokens were revoked: the account must sign in again. */
  revoked: boolean;
  previous: { role: string | null; orgId: string | null };
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The claim set after `patch`: every claim we do not own is kept; `role` and `orgId` are set,
 * kept (omitted) or removed (null). Pure, so the merge rule is tested without Auth.
 */
export function mergeClaims(current: Readonly<Record<string, unknown>>, patch: ClaimPatch): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const key of ['role', 'orgId'] as const) {
    const value = patch[key] === undefined ? stringClaim(current[key]) : patch[key];
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

/** Writes the merged claims (when they change) and revokes tokens that carried a replaced right. */
export async function writeClaims(
  auth: Auth,
  uid: string,
  patch: ClaimPatch,
  storeTimeoutMs: number,
  unavailableMessage?: string,
): Promise<ClaimChange & { orgId: string | null; email: string | null }> {
  const user = await withStoreDeadline(auth.getUser(uid), storeTimeoutMs, unavailableMessage);
  const current = user.customClaims ?? {};
  const previous = { role: stringClaim(current.role), orgId: stringClaim(current.orgId) };
  const next = mergeClaims(current, patch);
  const nextRole = stringClaim(next.role);
  const nextOrgId = stringClaim(next.orgId);
  const email = user.email ?? null;
  const roleChanged = previous.role !== nextRole;
  const orgChanged = previous.orgId !== nextOrgId;
  if (!roleChanged && !orgChanged) return { changed: false, revoked: false, previous, orgId: nextOrgId, email };

  await withStoreDeadline(auth.setCustomUserClaims(uid, next), storeTimeoutMs, unavailableMessage);
  // Revoke when a right the token already carried is taken away or replaced.
  const revoke = (roleChanged && previous.role !== null) || (orgChanged && previous.orgId !== null);
  if (revoke) await withStoreDeadline(auth.revokeRefreshTokens(uid), storeTimeoutMs, unavailableMessage);
  return { changed: true, revoked: revoke, previous, orgId: nextOrgId, email };
}

/** Writes the claims through `writeClaims`, then mirrors them on the `users/{uid}` profile. */
export async function setAccountClaims(services: ClaimServices, uid: string, claims: AccountClaims): Promise<ClaimChange> {
  const { auth, firestore, storeTimeoutMs } = services;
  const { orgId, email, ...change } = await writeClaims(auth, uid, claims, storeTimeoutMs);
  if (!change.changed) return change;
  await withStoreDeadline(
    firestore
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set(
        {
          role: claims.role ?? null,
          orgId,
          email,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      ),
    storeTimeoutMs,
  );
  return change;
}
