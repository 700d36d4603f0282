// The api's own check of organisation access, the same as firestore.rules' memberOf(): the
// caller's claims name this organisation, the role is one of those asked, the email is
// verified, and the organisation is not suspended. The api writes with firebase-admin, which
// the rules do not bind, so every hiring route calls this first.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type MemberRole } from 'shared-schemas';
import type { SignedInAccount } from '../../plugins/auth';
import { HttpError, withStoreDeadline } from '../errors';

export interface OrgAccount extends SignedInAccount {
  orgId: string;
  role: MemberRole;
}

export function requireVerified(account: SignedInAccount): void {
  if (!account.emailVerified) {
    throw new HttpError(403, 'Verify your email address first: open the link we sent you, then try again.');
  }
}

export async function requireOrgAccess(
  firestore: Firestore,
  account: SignedInAccount | null,
  orgId: string,
  roles: readonly MemberRole[],
  timeoutMs: number,
): Promise<OrgAccount> {
  if (!account) throw new HttpError(401, 'Sign in first.');
  if (account.role !== 'HR' && account.role !== 'Interviewer') {
    throw new HttpError(403, 'Only HR and Interviewer members of an organisation can do this.');
  }
  if (account.orgId !== orgId) throw new HttpError(403, 'You are not a member of this organisation.');
  if (!roles.includes(account.role)) throw new HttpError(403, `Only ${roles.join(' or ')} members can do this.`);
  requireVerified(account);
  const org = await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs);
  if (!org.exists) throw new HttpError(404, 'This organisation no longer exists.');
  if (org.get('suspendedAt')) throw new HttpError(403, 'This organisation is suspended. Contact HireGen support.');
  return account as OrgAccount;
}
