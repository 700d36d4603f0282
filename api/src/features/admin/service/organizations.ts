// Organisations as an Admin sees them: members, jobs and applicants counted, and suspension.
// A suspended organisation has `organizations/{orgId}.suspendedAt` set: firestore.rules refuse
// its members the organisation's data, and the api refuses them (`assertOrganizationActive`)
// and refuses its API keys, until an Admin restores it (the field is deleted).
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, storedTimeIso, type OrganizationDetail, type OrganizationRow } from 'shared-schemas';
import type { Auth } from 'firebase-admin/auth';

export type { OrganizationRow };
import { peopleByUid } from './people';
import { writeAudit } from '../../../platform/audit-log';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

type OrgSnapshot = DocumentSnapshot;

async function rowOf(firestore: Firestore, doc: OrgSnapshot): Promise<OrganizationRow> {
  const jobs = firestore.collection(COLLECTIONS.jobs).where('orgId', '==', doc.id);
  const [members, allJobs, openJobs, applications] = await Promise.all([
    doc.ref.collection(COLLECTIONS.members).count().get(),
    jobs.count().get(),
    jobs.where('status', '==', 'open').count().get(),
    firestore.collection(COLLECTIONS.applications).where('orgId', '==', doc.id).count().get(),
  ]);
  return {
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    createdAt: storedTimeIso(doc.get('createdAt')),
    suspendedAt: storedTimeIso(doc.get('suspendedAt')),
    members: members.data().count,
    jobs: allJobs.data().count,
    openJobs: openJobs.data().count,
    applications: applications.data().count,
  };
}

/** Organisation names by id, for rows that name their organisation ('' for one without a name). */
export async function organizationNames(firestore: Firestore, orgIds: string[], timeoutMs: number): Promise<Map<string, string>> {
  const unique = [...new Set(orgIds)];
  if (!unique.length) return new Map();
  const orgs = await withStoreDeadline(firestore.getAll(...unique.map((id) => firestore.collection(COLLECTIONS.organizations).doc(id))), timeoutMs);
  return new Map(orgs.map((org) => [org.id, String(org.get('name') ?? '')]));
}

export async function listOrganizations(firestore: Firestore, limit: number, timeoutMs: number): Promise<OrganizationRow[]> {
  const work = async () => {
    const orgs = await firestore.collection(COLLECTIONS.organizations).orderBy('createdAt', 'desc').limit(limit).get();
    return Promise.all(orgs.docs.map((doc) => rowOf(firestore, doc)));
  };
  return withStoreDeadline(work(), timeoutMs * 3);
}

/** The most jobs one organisation's page lists (newest first). */
export const ORGANIZATION_JOBS_MAX = 200;

/**
 * One organisation for the Admin drill-down: its members named (the member document's name and
 * email, or the account's, looked up in one batch when the document lacks them) and its jobs with
 * their applicants counted.
 */
export async function organizationDetail(firestore: Firestore, auth: Auth, orgId: string, timeoutMs: number): Promise<OrganizationDetail> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orgId)) throw new HttpError(404, 'No organisation has this id.');
  const work = async (): Promise<OrganizationDetail> => {
    const doc = await firestore.collection(COLLECTIONS.organizations).doc(orgId).get();
    if (!doc.exists) throw new HttpError(404, 'No organisation has this id.');
    const [organization, memberDocs, jobDocs] = await Promise.all([
      rowOf(firestore, doc),
      doc.ref.collection(COLLECTIONS.members).limit(500).get(),
      firestore.collection(COLLECTIONS.jobs).where('orgId', '==', orgId).select('title', 'status', 'createdAt').limit(ORGANIZATION_JOBS_MAX).get(),
    ]);
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
    const unnamed = memberDocs.docs.filter((member) => !text(member.get('name')) || !text(member.get('email'))).map((member) => member.id);
    const accounts = await peopleByUid(auth, unnamed, timeoutMs);
    const members = memberDocs.docs
      .map((member) => ({
        uid: member.id,
        name: text(member.get('name')) ?? accounts.get(member.id)?.name ?? null,
        email: text(member.get('email')) ?? accounts.get(member.id)?.email ?? null,
        role: String(member.get('role') ?? ''),
        joinedAt: storedTimeIso(member.get('joinedAt')),
      }))
      .sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
    const applications = firestore.collection(COLLECTIONS.applications).where('orgId', '==', orgId);
    const jobs = await Promise.all(
      jobDocs.docs.map(async (job) => ({
        id: job.id,
        title: String(job.get('title') ?? ''),
        status: String(job.get('status') ?? ''),
        applicants: (await applications.where('jobId', '==', job.id).count().get()).data().count,
        createdAt: storedTimeIso(job.get('createdAt')),
      })),
    );
    jobs.sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    return { organization, members, jobs };
  };
  return withStoreDeadline(work(), timeoutMs * 3);
}

/** Suspends (or restores) an organisation; the same state again changes nothing. */
export async function setSuspended(
  firestore: Firestore,
  actorUid: string,
  orgId: string,
  suspended: boolean,
  timeoutMs: number,
): Promise<{ suspendedAt: string | null; changed: boolean }> {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(orgId)) throw new HttpError(404, 'No organisation has this id.');
  const ref = firestore.collection(COLLECTIONS.organizations).doc(orgId);
  const outcome = await withStoreDeadline(
    firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new HttpError(404, 'No organisation has this id.');
      const current = snapshot.get('suspendedAt');
      if (Boolean(current) === suspended) return { suspendedAt: storedTimeIso(current), changed: false };
      const now = Timestamp.now();
      transaction.update(ref, { suspendedAt: suspended ? now : FieldValue.delete() });
      return { suspendedAt: suspended ? now.toDate().toISOString() : null, changed: true };
    }),
    timeoutMs,
  );
  if (outcome.changed) {
    await withStoreDeadline(
      writeAudit(firestore, { actorUid, action: suspended ? 'organization.suspend' : 'organization.restore', target: `organization:${orgId}`, details: {} }),
      timeoutMs,
    );
  }
  return outcome;
}

/** 403 when the organisation is suspended (or gone): its members lose organisation access. */
export async function assertOrganizationActive(firestore: Firestore, orgId: string, timeoutMs: number): Promise<void> {
  const snapshot = await withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(orgId).get(), timeoutMs);
  if (!snapshot.exists) throw new HttpError(403, 'Your organisation no longer exists.');
  if (snapshot.get('suspendedAt')) throw new HttpError(403, 'Your organisation is suspended. Contact HireGen support.');
}
