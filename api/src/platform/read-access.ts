// Who may read organisation data: the api's one copy of firestore.rules' read rules for
// applications, uploaded talent and the talent directory. firebase-admin is not bound by the
// rules, so every api door that hands out such data (search, the hiring routes) decides with
// these functions, and they must stay in step with the rules' memberOf / hrOf / interviewerOf /
// anyMember and the `applications`, `talent` and `talentDirectory` matches.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type Role } from 'shared-schemas';
import { withStoreDeadline } from './errors';

/** The caller as the rules see them: the stored claims, the verified email, their organisation's state. */
export interface Reader {
  uid: string;
  role: Role | null;
  /** The `orgId` claim. */
  orgId: string | null;
  emailVerified: boolean;
  /** The state of the organisation the `orgId` claim names; 'none' without a claim. */
  orgState: OrgState;
}

/** `missing`: the claim names an organisation that no longer exists. */
export type OrgState = 'active' | 'suspended' | 'missing' | 'none';

/** What decides who may read a document (where it lives and the fields the rules look at). */
export type ReadableDoc =
  /** Open jobs: everyone, signed out too. */
  | { scope: 'public' }
  /** `talentDirectory/{uid}`: the candidate, and verified members of any active organisation. */
  | { scope: 'directory'; uid: string }
  /** `applications/{id}`: the candidate, the organisation's HR, its Interviewers assigned to it. */
  | { scope: 'application'; orgId: string; candidateUid: string | null; interviewerUids: readonly string[] }
  /** `organizations/{orgId}/talent/{id}`: the organisation's HR only. */
  | { scope: 'talent'; orgId: string };

/** A verified HR or Interviewer member of this organisation, which is active (the rules' memberOf). */
export function memberOf(reader: Reader | null, orgId: string): boolean {
  return (
    reader !== null && reader.emailVerified && reader.orgId === orgId && (reader.role === 'HR' || reader.role === 'Interviewer') && reader.orgState === 'active'
  );
}

export function hrOf(reader: Reader | null, orgId: string): boolean {
  return memberOf(reader, orgId) && reader!.role === 'HR';
}

export function interviewerOf(reader: Reader | null, orgId: string): boolean {
  return memberOf(reader, orgId) && reader!.role === 'Interviewer';
}

/** A verified member of any active organisation (the talent directory's readers). */
export function anyMember(reader: Reader | null): boolean {
  return reader?.orgId != null && memberOf(reader, reader.orgId);
}

/** May this caller (null: signed out) read this document? */
export function mayRead(reader: Reader | null, doc: ReadableDoc): boolean {
  switch (doc.scope) {
    case 'public':
      return true;
    case 'directory':
      return reader !== null && (reader.uid === doc.uid || anyMember(reader));
    case 'application':
      return (
        reader !== null &&
        ((doc.candidateUid !== null && doc.candidateUid === reader.uid) ||
          hrOf(reader, doc.orgId) ||
          (interviewerOf(reader, doc.orgId) && doc.interviewerUids.includes(reader.uid)))
      );
    case 'talent':
      return hrOf(reader, doc.orgId);
  }
}

/** The access fields of a stored application (anything malformed reads as "no one extra"). */
export function applicationAccess(data: { orgId?: unknown; candidateUid?: unknown; interviewerUids?: unknown }): ReadableDoc | null {
  if (typeof data.orgId !== 'string' || !data.orgId) return null;
  const interviewerUids = Array.isArray(data.interviewerUids) ? data.interviewerUids.filter((uid): uid is string => typeof uid === 'string') : [];
  return { scope: 'application', orgId: data.orgId, candidateUid: typeof data.candidateUid === 'string' ? data.candidateUid : null, interviewerUids };
}

/** One read of `organizations/{orgId}`: is it there, and is it suspended? */
export async function organisationState(firestore: Firestore, orgId: string | null, timeoutMs: number): Promise<OrgState> {
  if (!orgId) return 'none';
  const org = await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs);
  if (!org.exists) return 'missing';
  return org.get('suspendedAt') ? 'suspended' : 'active';
}

/** The caller as a Reader: reads their organisation's state when they are an HR or Interviewer member. */
export async function readerFor(
  firestore: Firestore,
  account: { uid: string; role: Role | null; orgId: string | null; emailVerified: boolean },
  timeoutMs: number,
): Promise<Reader> {
  const member = account.role === 'HR' || account.role === 'Interviewer';
  const orgState = member ? await organisationState(firestore, account.orgId, timeoutMs) : 'none';
  return { uid: account.uid, role: account.role, orgId: account.orgId, emailVerified: account.emailVerified, orgState };
}
