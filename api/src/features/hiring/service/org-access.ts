// The hiring routes' door to organisation data: the caller must be a member the rules' memberOf()
// accepts (platform/read-access.ts decides) — claims naming this organisation, a member
// role, a verified email, an organisation that exists and is not suspended — with one of the
// roles the route asks for. The api writes with firebase-admin, which the rules do not bind, so
// every hiring route calls this first. The refusals say which condition failed.
import type { Firestore } from 'firebase-admin/firestore';
import type { MemberRole } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { memberOf, readerFor, type Reader } from '../../../platform/read-access';
import { HttpError } from '../../../platform/errors';

export interface OrgAccount extends SignedInAccount {
  orgId: string;
  role: MemberRole;
  /** The caller as the read rules see them (platform/read-access.ts). */
  reader: Reader;
}

export function requireVerified(account: SignedInAccount): void {
  if (!account.emailVerified) {
    throw new HttpError(403, 'Verify your email address first: open the link we sent you, then try again.');
  }
}

/** Why a Reader is not a member of `orgId`, as the answer to give; null when memberOf() holds. */
export function memberRefusal(reader: Reader, orgId: string): HttpError | null {
  if (reader.role !== 'HR' && reader.role !== 'Interviewer') return new HttpError(403, 'Only HR and Interviewer members of an organisation can do this.');
  if (reader.orgId !== orgId) return new HttpError(403, 'You are not a member of this organisation.');
  if (!reader.emailVerified) return new HttpError(403, 'Verify your email address first: open the link we sent you, then try again.');
  if (reader.orgState === 'missing') return new HttpError(404, 'This organisation no longer exists.');
  if (reader.orgState === 'suspended') return new HttpError(403, 'This organisation is suspended. Contact HireGen support.');
  return memberOf(reader, orgId) ? null : new HttpError(403, 'You are not a member of this organisation.');
}

export async function requireOrgAccess(
  firestore: Firestore,
  account: SignedInAccount | null,
  orgId: string,
  roles: readonly MemberRole[],
  timeoutMs: number,
): Promise<OrgAccount> {
  if (!account) throw new HttpError(401, 'Sign in first.');
  // The claims are checked before the organisation is read: a stranger costs no store read.
  if (account.role !== 'HR' && account.role !== 'Interviewer') {
    throw new HttpError(403, 'Only HR and Interviewer members of an organisation can do this.');
  }
  if (account.orgId !== orgId) throw new HttpError(403, 'You are not a member of this organisation.');
  if (!roles.includes(account.role)) throw new HttpError(403, `Only ${roles.join(' or ')} members can do this.`);
  requireVerified(account);
  const reader = await readerFor(firestore, account, timeoutMs);
  const refusal = memberRefusal(reader, orgId);
  if (refusal) throw refusal;
  return { ...account, orgId, role: account.role, reader };
}
