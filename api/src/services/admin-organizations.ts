// Organisations as an Admin sees them: members, jobs and applicants counted, and suspension.
// A suspended organisation has `organizations/{orgId}.suspendedAt` set: firestore.rules refuse
// its members the organisation's data, and the api refuses them (`assertOrganizationActive`)
// and refuses its API keys, until an Admin restores it (the field is deleted).
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type OrganizationRow } from 'shared-schemas';

export type { OrganizationRow };
import { writeAudit } from './audit-log';
import { HttpError, withStoreDeadline } from './errors';


const isoOrNull = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : typeof value === 'string' ? value : null);

export async function listOrganizations(firestore: Firestore, limit: number, timeoutMs: number): Promise<OrganizationRow[]> {
  const work = async () => {
    const orgs = await firestore.collection(COLLECTIONS.organizations).orderBy('createdAt', 'desc').limit(limit).get();
    return Promise.all(
      orgs.docs.map(async (doc) => {
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
          createdAt: isoOrNull(doc.get('createdAt')),
          suspendedAt: isoOrNull(doc.get('suspendedAt')),
          members: members.data().count,
          jobs: allJobs.data().count,
          openJobs: openJobs.data().count,
          applications: applications.data().count,
        };
      }),
    );
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
      if (Boolean(current) === suspended) return { suspendedAt: isoOrNull(current), changed: false };
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
