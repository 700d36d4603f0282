// The one writer of an account's `role` and `orgId` custom claims. Rules and the api trust these
// claims, so whenever an existing one changes (a role changed, a member removed or moved) the
// account's refresh tokens are revoked: a token minted before the change cannot keep old rights.
// A first assignment (a new account choosing its role, a new HR creating an organisation) only
// adds rights to a token that had none, so it is not revoked — the caller refreshes its token.
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type Role } from 'shared-schemas';
import { withStoreDeadline } from './errors';

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

export interface ClaimChange {
  changed: boolean;
  /** True when refresh tokens were revoked: the account must sign in again. */
  revoked: boolean;
  previous: { role: string | null; orgId: string | null };
}

export async function setAccountClaims(services: ClaimServices, uid: string, claims: AccountClaims): Promise<ClaimChange> {
  const { auth, firestore, storeTimeoutMs } = services;
  const user = await withStoreDeadline(auth.getUser(uid), storeTimeoutMs);
  const current = user.customClaims ?? {};
  const previous = {
    role: typeof current.role === 'string' ? current.role : null,
    orgId: typeof current.orgId === 'string' ? current.orgId : null,
  };
  const nextOrgId = claims.orgId === undefined ? previous.orgId : claims.orgId;
  const next: Record<string, unknown> = { ...current };
  if (claims.role) next.role = claims.role;
  else delete next.role;
  if (nextOrgId) next.orgId = nextOrgId;
  else delete next.orgId;

  const roleChanged = previous.role !== (claims.role ?? null);
  const orgChanged = previous.orgId !== (nextOrgId ?? null);
  if (!roleChanged && !orgChanged) return { changed: false, revoked: false, previous };

  await withStoreDeadline(auth.setCustomUserClaims(uid, next), storeTimeoutMs);
  // Revoke when a right the token already carried is taken away or replaced.
  const revoke = (roleChanged && previous.role !== null) || (orgChanged && previous.orgId !== null);
  if (revoke) await withStoreDeadline(auth.revokeRefreshTokens(uid), storeTimeoutMs);
  await withStoreDeadline(
    firestore
      .collection(COLLECTIONS.users)
      .doc(uid)
      .set(
        {
          role: claims.role ?? null,
          orgId: nextOrgId ?? null,
          email: user.email ?? null,
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      ),
    storeTimeoutMs,
  );
  return { changed: true, revoked: revoke, previous };
}
