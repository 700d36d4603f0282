// What an Admin does to accounts: list and search every Firebase Auth account with its claims,
// change a role or organisation (through setAccountClaims, the one claim writer), disable and
// enable (disabling revokes refresh tokens), and delete an account with its data.
// Two guards hold for every change: an Admin cannot remove their own Admin role (or disable or
// delete themselves), and the last enabled Admin cannot be demoted, disabled or deleted.
// Every change writes one audit entry without personal data (uids, roles and org ids only).
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, MEMBER_ROLES, type MemberRole, type Role, type AccountRow } from 'shared-schemas';
import { writeAudit } from '../../../platform/audit-log';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { eraseCandidateData } from '../../account/service/candidate-account';
import { setAccountClaims } from '../../auth/service/claims';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

export interface AdminServices {
  auth: Auth;
  firestore: Firestore;
  /** A deleted account's own files (`users/<uid>/…`) go with it. */
  blobs: Pick<BlobStore, 'deletePrefix'>;
  storeTimeoutMs: number;
}

export type { AccountRow };

export const USER_PAGE_MAX = 100;
/** Search reads at most this many accounts (listUsers pages of 1,000): it says when it stopped. */
const SEARCH_SCAN_MAX = 20_000;

function isoFromAuth(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function claimOf(user: UserRecord, name: 'role' | 'orgId'): string | null {
  const value = user.customClaims?.[name];
  return typeof value === 'string' ? value : null;
}

function rowOf(user: UserRecord, orgNames: Map<string, string>): AccountRow {
  const orgId = claimOf(user, 'orgId');
  return {
    uid: user.uid,
    email: user.email ?? null,
    name: user.displayName ?? null,
    role: claimOf(user, 'role'),
    orgId,
    orgName: orgId ? (orgNames.get(orgId) ?? null) : null,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    createdAt: isoFromAuth(user.metadata.creationTime),
    lastSignInAt: isoFromAuth(user.metadata.lastSignInTime),
  };
}

async function organizationNames(firestore: Firestore, orgIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(orgIds)];
  if (unique.length === 0) return new Map();
  const snapshots = await firestore.getAll(...unique.map((id) => firestore.collection(COLLECTIONS.organizations).doc(id)));
  return new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, String(snapshot.get('name') ?? '')]));
}

function matches(user: UserRecord, needle: string, role: string | undefined): boolean {
  if (role && claimOf(user, 'role') !== role) return false;
  if (!needle) return true;
  return [user.email, user.displayName, user.uid].some((field) => field?.toLowerCase().includes(needle));
}

/**
 * One page of accounts. Without a search, Auth's own paging (pageToken). With `q` (email, name or
 * uid, case-insensitive) or a role filter, accounts are scanned in order and `pageToken` is
 * the uid after which to continue.
 */
export async function listAccounts(
  services: AdminServices,
  query: { q?: string; role?: string; pageSize: number; pageToken?: string },
): Promise<{ users: AccountRow[]; nextPageToken: string | null; scanned: number; truncated: boolean }> {
  const needle = query.q?.trim().toLowerCase() ?? '';
  const found: UserRecord[] = [];
  let nextPageToken: string | null = null;
  let scanned = 0;
  let truncated = false;
  if (!needle && !query.role) {
    const page = await withStoreDeadline(services.auth.listUsers(query.pageSize, query.pageToken || undefined), services.storeTimeoutMs);
    found.push(...page.users);
    nextPageToken = page.pageToken ?? null;
  } else {
    // Filtered: scan from the start, skip up to the cursor uid, collect one page.
    let authToken: string | undefined;
    let passedCursor = !query.pageToken;
    scan: do {
      const page = await withStoreDeadline(services.auth.listUsers(1000, authToken), services.storeTimeoutMs);
      for (const user of page.users) {
        scanned += 1;
        if (!passedCursor) {
          passedCursor = user.uid === query.pageToken;
          continue;
        }
        if (!matches(user, needle, query.role)) continue;
        if (found.length === query.pageSize) {
          nextPageToken = found[found.length - 1]!.uid;
          break scan;
        }
        found.push(user);
      }
      authToken = page.pageToken;
      if (scanned >= SEARCH_SCAN_MAX && authToken) {
        truncated = true;
        break;
      }
    } while (authToken);
  }
  const names = await withStoreDeadline(
    organizationNames(
      services.firestore,
      found.map((user) => claimOf(user, 'orgId')).filter((id): id is string => Boolean(id)),
    ),
    services.storeTimeoutMs,
  );
  return { users: found.map((user) => rowOf(user, names)), nextPageToken, scanned, truncated };
}

async function accountOf(services: AdminServices, uid: string): Promise<UserRecord> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(uid)) throw new HttpError(404, 'No account has this uid.');
  const user = await withStoreDeadline(
    services.auth.getUser(uid).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'auth/user-not-found') return null;
      throw error;
    }),
    services.storeTimeoutMs,
  );
  if (!user) throw new HttpError(404, 'No account has this uid.');
  return user;
}

/** Enabled accounts holding the Admin role (at most the first SEARCH_SCAN_MAX accounts are read). */
export async function enabledAdminUids(services: AdminServices): Promise<string[]> {
  const admins: string[] = [];
  let token: string | undefined;
  let scanned = 0;
  do {
    const page = await withStoreDeadline(services.auth.listUsers(1000, token), services.storeTimeoutMs);
    for (const user of page.users) if (!user.disabled && claimOf(user, 'role') === 'Admin') admins.push(user.uid);
    scanned += page.users.length;
    token = page.pageToken;
  } while (token && scanned < SEARCH_SCAN_MAX);
  return admins;
}

/** The two guards: never one's own Admin role, never the last enabled Admin. */
async function guardAdminLoss(services: AdminServices, actorUid: string, target: UserRecord, what: string): Promise<void> {
  if (claimOf(target, 'role') !== 'Admin' || target.disabled) return;
  // The last-Admin check comes first: for a sole Admin acting on themselves it is the reason that matters.
  const admins = await enabledAdminUids(services);
  if (admins.filter((uid) => uid !== target.uid).length === 0) {
    throw new HttpError(409, `This is the last Admin account: grant Admin to someone else before you ${what} it.`);
  }
  if (target.uid === actorUid) throw new HttpError(409, `You cannot ${what} your own Admin account: ask another Admin.`);
}

async function organizationExists(services: AdminServices, orgId: string): Promise<{ name: string }> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orgId)) throw new HttpError(400, 'The "orgId" field is not an organisation id.');
  const snapshot = await withStoreDeadline(services.firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), services.storeTimeoutMs);
  if (!snapshot.exists) throw new HttpError(404, 'No organisation has this id.');
  return { name: String(snapshot.get('name') ?? '') };
}

const isMemberRole = (role: string | null): role is MemberRole => MEMBER_ROLES.includes(role as MemberRole);

/**
 * Sets an account's role and (for HR and Interviewer) organisation. The membership document
 * follows: removed from the old organisation, written in the new one. Refresh tokens are revoked
 * by setAccountClaims when a right is taken away, so the old area is refused at once.
 */
export async function changeAccess(
  services: AdminServices,
  actorUid: string,
  uid: string,
  wanted: { role: Role; orgId?: string | null },
): Promise<{ user: AccountRow; changed: boolean }> {
  const user = await accountOf(services, uid);
  const previousRole = claimOf(user, 'role');
  const previousOrgId = claimOf(user, 'orgId');
  let orgId: string | null = null;
  if (isMemberRole(wanted.role)) {
    orgId = wanted.orgId === undefined ? previousOrgId : wanted.orgId;
    if (!orgId) throw new HttpError(400, `${wanted.role} accounts belong to an organisation: give "orgId".`);
    await organizationExists(services, orgId);
  } else if (wanted.orgId) {
    throw new HttpError(400, `${wanted.role} accounts do not belong to an organisation: leave "orgId" out.`);
  }
  if (previousRole === 'Admin' && wanted.role !== 'Admin') await guardAdminLoss(services, actorUid, user, 'remove the Admin role from');

  const change = await setAccountClaims(services, uid, { role: wanted.role, orgId });
  if (change.changed) {
    const members = services.firestore.collection(COLLECTIONS.organizations);
    const batch = services.firestore.batch();
    if (previousOrgId && previousOrgId !== orgId) batch.delete(members.doc(previousOrgId).collection(COLLECTIONS.members).doc(uid));
    if (orgId && isMemberRole(wanted.role)) {
      batch.set(
        members.doc(orgId).collection(COLLECTIONS.members).doc(uid),
        { role: wanted.role, name: user.displayName ?? null, email: user.email ?? '', joinedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    await withStoreDeadline(batch.commit(), services.storeTimeoutMs);
    await withStoreDeadline(
      writeAudit(services.firestore, {
        actorUid,
        action: previousRole === wanted.role ? 'user.organization.move' : 'user.role.change',
        target: `user:${uid}`,
        details: { fromRole: previousRole, toRole: wanted.role, fromOrgId: previousOrgId, toOrgId: orgId, tokensRevoked: change.revoked },
      }),
      services.storeTimeoutMs,
    );
  }
  const fresh = await accountOf(services, uid);
  const names = await organizationNames(services.firestore, orgId ? [orgId] : []);
  return { user: rowOf(fresh, names), changed: change.changed };
}

/** Disables (and signs out everywhere) or enables an account. */
export async function setDisabled(services: AdminServices, actorUid: string, uid: string, disabled: boolean): Promise<{ user: AccountRow; changed: boolean }> {
  const user = await accountOf(services, uid);
  if (user.disabled === disabled) return { user: rowOf(user, new Map()), changed: false };
  if (disabled) await guardAdminLoss(services, actorUid, user, 'disable');
  await withStoreDeadline(services.auth.updateUser(uid, { disabled }), services.storeTimeoutMs);
  // A disabled account's ID tokens stay signed for up to an hour: revoking makes the api and
  // rules (checkRevoked) refuse them now.
  if (disabled) await withStoreDeadline(services.auth.revokeRefreshTokens(uid), services.storeTimeoutMs);
  await withStoreDeadline(
    services.firestore.collection(COLLECTIONS.users).doc(uid).set({ disabled, updatedAt: FieldValue.serverTimestamp() }, { merge: true }),
    services.storeTimeoutMs,
  );
  await withStoreDeadline(
    writeAudit(services.firestore, {
      actorUid,
      action: disabled ? 'user.disable' : 'user.enable',
      target: `user:${uid}`,
      details: { role: claimOf(user, 'role') },
    }),
    services.storeTimeoutMs,
  );
  return { user: rowOf({ ...user, disabled } as UserRecord, new Map()), changed: true };
}

/**
 * Deletes an account as the data model says: the candidate's resumes, practice sessions and
 * directory entry go; open applications are withdrawn and their snapshots erased; organisation
 * membership and the profile go; then the Auth account. The audit entry keeps only the uid and role.
 */
export async function deleteAccount(services: AdminServices, actorUid: string, uid: string): Promise<void> {
  const user = await accountOf(services, uid);
  await guardAdminLoss(services, actorUid, user, 'delete');
  const { firestore } = services;
  const role = claimOf(user, 'role');
  const orgId = claimOf(user, 'orgId');
  const work = async () => {
    // A candidate's data goes the way their own deletion takes it (snapshots, match details,
    // interview answers erased; open applications withdrawn), signed by the Admin.
    await eraseCandidateData(firestore, services.blobs, uid, actorUid);
    if (orgId) await firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.members).doc(uid).delete();
    await firestore.collection(COLLECTIONS.users).doc(uid).delete();
    await services.auth.deleteUser(uid);
  };
  // Deleting many documents takes longer than one store call: a wider deadline.
  await withStoreDeadline(work(), services.storeTimeoutMs * 6, 'The account could not be deleted right now. Please try again later.');
  await withStoreDeadline(writeAudit(firestore, { actorUid, action: 'user.delete', target: `user:${uid}`, details: { role, orgId } }), services.storeTimeoutMs);
}
