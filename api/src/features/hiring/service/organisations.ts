// Organisations and their members: HR creates an organisation, invites colleagues and
// interviewers by a one-time link bound to an email, changes roles and removes members.
// Membership is the `orgId` claim (features/auth/service/claims.ts) mirrored to organizations/{orgId}/members.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, INVITE_TTL_HOURS, ORGANIZATION_NAME_MAX, storedTimeToDate, type MemberRole } from 'shared-schemas';
import type { SignedInAccount } from '../../../plugins/auth';
import { writeAudit } from '../../../platform/audit-log';
import { setAccountClaims } from '../../auth/service/claims';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { requireVerified, type OrgAccount } from './org-access';

export interface OrgServices {
  auth: Auth;
  firestore: Firestore;
  storeTimeoutMs: number;
}

const orgs = (firestore: Firestore) => firestore.collection(COLLECTIONS.organizations);
/** What an invite stores in place of its link's secret. */
export const hashInviteSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function cleanOrganisationName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '';
  if (!name) throw new HttpError(400, 'Give your organisation a name.');
  if (name.length > ORGANIZATION_NAME_MAX) throw new HttpError(400, `The organisation name is too long (at most ${ORGANIZATION_NAME_MAX} characters).`);
  return name;
}

/** HR without an organisation creates one and becomes its first HR member. */
export async function createOrganisation(services: OrgServices, account: SignedInAccount, rawName: unknown): Promise<{ orgId: string; name: string }> {
  const name = cleanOrganisationName(rawName);
  if (account.role !== 'HR') throw new HttpError(403, 'Only HR accounts create organisations. Sign up at /resumeinflux/signup.');
  if (account.orgId) throw new HttpError(409, 'You already belong to an organisation.');
  requireVerified(account);
  const { firestore, storeTimeoutMs } = services;
  const org = orgs(firestore).doc();
  const batch = firestore.batch();
  batch.create(org, { name, createdBy: account.uid, createdAt: FieldValue.serverTimestamp(), suspendedAt: null });
  batch.create(org.collection(COLLECTIONS.members).doc(account.uid), {
    role: 'HR',
    name: account.name,
    email: account.email,
    joinedAt: FieldValue.serverTimestamp(),
  });
  await withStoreDeadline(batch.commit(), storeTimeoutMs, 'Your organisation cannot be created right now. Please try again later.');
  await setAccountClaims(services, account.uid, { role: 'HR', orgId: org.id });
  await writeAudit(firestore, { actorUid: account.uid, action: 'organization.create', target: `organization:${org.id}`, details: { name } });
  return { orgId: org.id, name };
}

const RENAME_BATCH = 400;

/**
 * Renames the organisation. Its name is copied onto its jobs (the employer public search and the
 * job page show) and interviews (the company the candidate sees), and firestore.rules only accept
 * a job whose copy equals the organisation's name — so the copies are rewritten here, and the
 * browser cannot rename an organisation at all. The copies go first and the organisation's own
 * name last: if a batch fails, the old name stands everywhere a retry will rewrite. A second pass
 * catches a job saved (under the old name) while the first was running.
 */
export async function renameOrganisation(
  services: OrgServices,
  account: OrgAccount,
  rawName: unknown,
): Promise<{ orgId: string; name: string; jobsUpdated: number; interviewsUpdated: number }> {
  const name = cleanOrganisationName(rawName);
  const { firestore, storeTimeoutMs } = services;
  const org = orgs(firestore).doc(account.orgId);
  const copies = () =>
    withStoreDeadline(
      Promise.all(
        [COLLECTIONS.jobs, COLLECTIONS.interviews].map((collection) =>
          firestore.collection(collection).where('orgId', '==', account.orgId).select('orgName').get(),
        ),
      ),
      storeTimeoutMs,
    );
  const stale = (snapshots: Awaited<ReturnType<typeof copies>>) =>
    snapshots.map((snapshot) => snapshot.docs.filter((doc) => doc.get('orgName') !== name).map((doc) => doc.ref));
  const rewrite = async (refs: DocumentReference[], last?: (batch: WriteBatch) => void) => {
    for (let i = 0; i === 0 || i < refs.length; i += RENAME_BATCH) {
      const batch = firestore.batch();
      for (const ref of refs.slice(i, i + RENAME_BATCH)) batch.update(ref, { orgName: name });
      if (last && i + RENAME_BATCH >= refs.length) last(batch);
      await withStoreDeadline(batch.commit(), storeTimeoutMs, 'The organisation cannot be renamed right now. Please try again later.');
    }
  };

  const [jobs, interviews] = stale(await copies());
  const previous = await withStoreDeadline(org.get(), storeTimeoutMs);
  await rewrite([...jobs!, ...interviews!], (batch) => batch.update(org, { name, updatedAt: FieldValue.serverTimestamp() }));
  const [lateJobs, lateInterviews] = stale(await copies());
  if (lateJobs!.length || lateInterviews!.length) await rewrite([...lateJobs!, ...lateInterviews!]);
  await writeAudit(firestore, {
    actorUid: account.uid,
    action: 'organization.rename',
    target: `organization:${account.orgId}`,
    details: { from: previous.get('name') ?? null, to: name },
  });
  return { orgId: account.orgId, name, jobsUpdated: jobs!.length + lateJobs!.length, interviewsUpdated: interviews!.length + lateInterviews!.length };
}

/**
 * A one-time link: `<orgId>~<inviteId>~<secret>`; only the secret's hash is stored. `~` is
 * unreserved in URLs and never in ids or base64url, and unlike `.` it does not make the page's
 * path look like a file to a static server's single-page fallback.
 */
export function inviteToken(orgId: string, inviteId: string, secret: string): string {
  return `${orgId}~${inviteId}~${secret}`;
}

function parseInviteToken(token: string): { orgId: string; inviteId: string; secret: string } {
  const match = /^([A-Za-z0-9_-]{1,64})~([A-Za-z0-9_-]{1,64})~([A-Za-z0-9_-]{20,100})$/.exec(token);
  if (!match) throw new HttpError(404, 'This invitation link is not valid. Ask for a new one.');
  return { orgId: match[1]!, inviteId: match[2]!, secret: match[3]! };
}

export interface CreatedInvite {
  inviteId: string;
  token: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
}

export async function createInvite(services: OrgServices, account: OrgAccount, email: string, role: MemberRole, now = new Date()): Promise<CreatedInvite> {
  const { firestore, storeTimeoutMs } = services;
  const normalised = email.trim().toLowerCase();
  const members = await withStoreDeadline(
    orgs(firestore).doc(account.orgId).collection(COLLECTIONS.members).where('email', '==', normalised).limit(1).get(),
    storeTimeoutMs,
  );
  if (!members.empty) throw new HttpError(409, `${normalised} is already a member of your organisation.`);
  const secret = randomBytes(32).toString('base64url');
  const invite = orgs(firestore).doc(account.orgId).collection(COLLECTIONS.invites).doc();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000);
  await withStoreDeadline(
    invite.create({
      email: normalised,
      role,
      tokenHash: hashInviteSecret(secret),
      expiresAt: Timestamp.fromDate(expiresAt),
      createdBy: account.uid,
      createdAt: FieldValue.serverTimestamp(),
      acceptedAt: null,
      acceptedBy: null,
    }),
    storeTimeoutMs,
  );
  await writeAudit(firestore, {
    actorUid: account.uid,
    action: 'organization.invite',
    target: `organization:${account.orgId}`,
    details: { role, inviteId: invite.id },
  });
  return { inviteId: invite.id, token: inviteToken(account.orgId, invite.id, secret), email: normalised, role, expiresAt: expiresAt.toISOString() };
}

export async function revokeInvite(services: OrgServices, account: OrgAccount, inviteId: string): Promise<void> {
  const ref = orgs(services.firestore).doc(account.orgId).collection(COLLECTIONS.invites).doc(inviteId);
  const snapshot = await withStoreDeadline(ref.get(), services.storeTimeoutMs);
  if (!snapshot.exists) throw new HttpError(404, 'No such invitation.');
  if (snapshot.get('acceptedAt')) throw new HttpError(409, 'This invitation was already accepted; remove the member instead.');
  await withStoreDeadline(ref.delete(), services.storeTimeoutMs);
}

export interface InvitePreview {
  orgId: string;
  orgName: string;
  email: string;
  role: MemberRole;
  expiresAt: string;
  status: 'valid' | 'expired' | 'accepted';
}

async function findInvite(services: OrgServices, token: string) {
  const { orgId, inviteId, secret } = parseInviteToken(token);
  const ref = orgs(services.firestore).doc(orgId).collection(COLLECTIONS.invites).doc(inviteId);
  const [invite, org] = await withStoreDeadline(Promise.all([ref.get(), orgs(services.firestore).doc(orgId).get()]), services.storeTimeoutMs);
  const stored = invite.exists ? String(invite.get('tokenHash')) : '';
  const given = hashInviteSecret(secret);
  if (!invite.exists || !org.exists || stored.length !== given.length || !timingSafeEqual(Buffer.from(stored), Buffer.from(given))) {
    throw new HttpError(404, 'This invitation link is not valid. Ask for a new one.');
  }
  return { ref, invite, org, orgId };
}

function previewOf(orgId: string, orgName: string, data: FirebaseFirestore.DocumentData, now: Date): InvitePreview {
  // An invitation without a readable expiry is treated as expired, never as valid for ever.
  const expiresAt = storedTimeToDate(data.expiresAt) ?? new Date(0);
  const status = data.acceptedAt ? 'accepted' : expiresAt <= now ? 'expired' : 'valid';
  return { orgId, orgName, email: String(data.email), role: data.role as MemberRole, expiresAt: expiresAt.toISOString(), status };
}

/** What the invite page shows before anyone signs in: organisation, role, email, state. */
export async function previewInvite(services: OrgServices, token: string, now = new Date()): Promise<InvitePreview> {
  const { invite, org, orgId } = await findInvite(services, token);
  return previewOf(orgId, String(org.get('name')), invite.data()!, now);
}

/** The invited person, signed in with the invited (verified) email, joins the organisation. */
export async function acceptInvite(
  services: OrgServices,
  account: SignedInAccount,
  token: string,
  now = new Date(),
): Promise<{ orgId: string; role: MemberRole }> {
  const { firestore, storeTimeoutMs } = services;
  const { ref, org, orgId } = await findInvite(services, token);
  requireVerified(account);
  // A suspended organisation takes no new members (its members are refused everything anyway).
  if (org.get('suspendedAt')) throw new HttpError(403, 'This organisation is suspended. Contact HireGen support.');
  const role = await withStoreDeadline(
    firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const data = snapshot.data()!;
      const preview = previewOf(orgId, '', data, now);
      if (preview.status === 'accepted') throw new HttpError(410, 'This invitation has already been used.');
      if (preview.status === 'expired') throw new HttpError(410, 'This invitation has expired. Ask for a new one.');
      if ((account.email ?? '').toLowerCase() !== preview.email) {
        throw new HttpError(403, `This invitation is for ${preview.email}. Sign in with that email address to accept it.`);
      }
      if (account.orgId && account.orgId !== orgId) throw new HttpError(409, 'You already belong to another organisation. Leave it first.');
      if (account.role && account.role !== 'HR' && account.role !== 'Interviewer') {
        throw new HttpError(409, `This account is registered as ${account.role}. Use another account to join an organisation.`);
      }
      transaction.update(ref, { acceptedAt: FieldValue.serverTimestamp(), acceptedBy: account.uid });
      transaction.set(orgs(firestore).doc(orgId).collection(COLLECTIONS.members).doc(account.uid), {
        role: preview.role,
        name: account.name,
        email: preview.email,
        joinedAt: FieldValue.serverTimestamp(),
      });
      return preview.role;
    }),
    storeTimeoutMs,
  );
  await setAccountClaims(services, account.uid, { role, orgId });
  await writeAudit(firestore, { actorUid: account.uid, action: 'organization.member.join', target: `user:${account.uid}`, details: { role, orgId } });
  return { orgId, role };
}

async function otherHrCount(services: OrgServices, orgId: string, exceptUid: string): Promise<number> {
  const hr = await withStoreDeadline(
    orgs(services.firestore).doc(orgId).collection(COLLECTIONS.members).where('role', '==', 'HR').get(),
    services.storeTimeoutMs,
  );
  return hr.docs.filter((member) => member.id !== exceptUid).length;
}

async function memberRef(services: OrgServices, orgId: string, uid: string) {
  const ref = orgs(services.firestore).doc(orgId).collection(COLLECTIONS.members).doc(uid);
  const snapshot = await withStoreDeadline(ref.get(), services.storeTimeoutMs);
  if (!snapshot.exists) throw new HttpError(404, 'No such member in your organisation.');
  return { ref, role: snapshot.get('role') as MemberRole };
}

export async function changeMemberRole(services: OrgServices, account: OrgAccount, uid: string, role: MemberRole): Promise<{ changed: boolean }> {
  const member = await memberRef(services, account.orgId, uid);
  if (member.role === role) return { changed: false };
  if (member.role === 'HR' && (await otherHrCount(services, account.orgId, uid)) === 0) {
    throw new HttpError(409, 'An organisation needs at least one HR member: make someone else HR first.');
  }
  await withStoreDeadline(member.ref.update({ role }), services.storeTimeoutMs);
  await setAccountClaims(services, uid, { role, orgId: account.orgId });
  await writeAudit(services.firestore, {
    actorUid: account.uid,
    action: 'organization.member.role',
    target: `user:${uid}`,
    details: { orgId: account.orgId, from: member.role, to: role },
  });
  return { changed: true };
}

export async function removeMember(services: OrgServices, account: OrgAccount, uid: string): Promise<void> {
  const member = await memberRef(services, account.orgId, uid);
  if (member.role === 'HR' && (await otherHrCount(services, account.orgId, uid)) === 0) {
    throw new HttpError(409, 'An organisation needs at least one HR member: you cannot remove the last one.');
  }
  await withStoreDeadline(member.ref.delete(), services.storeTimeoutMs);
  // They keep their role (they may join another organisation) but lose this one; tokens revoked.
  await setAccountClaims(services, uid, { role: member.role, orgId: null });
  await writeAudit(services.firestore, {
    actorUid: account.uid,
    action: 'organization.member.remove',
    target: `user:${uid}`,
    details: { orgId: account.orgId, role: member.role },
  });
}
