// The contact inbox: messages from /contact (features/contact/service/contact-messages.ts), newest first, with
// the unread count; an Admin marks them read, archives and restores them. Messages expire two
// years after they arrive (`expireAt`, a Firestore TTL policy in production); messages stored
// without it show the date it implies.
import type { Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, CONTACT_STATUSES, storedTimeToDate, type ContactRow, type ContactStatus } from 'shared-schemas';

export { CONTACT_STATUSES, type ContactRow, type ContactStatus };
import { writeAudit } from '../../../platform/audit-log';
import { HttpError, withStoreDeadline } from '../../../platform/errors';

/** Which messages a view shows: the inbox is new and read ones. */
export const CONTACT_VIEWS = ['inbox', 'new', 'read', 'archived', 'all'] as const;
export type ContactView = (typeof CONTACT_VIEWS)[number];

const RETENTION_YEARS = 2;
/** Search reads this many of the newest messages of the view. */
const SEARCH_SCAN_MAX = 1_000;

function rowOf(id: string, data: FirebaseFirestore.DocumentData): ContactRow {
  const created = storedTimeToDate(data.createdAt);
  const stored = storedTimeToDate(data.expireAt);
  const implied = created ? new Date(Date.UTC(created.getUTCFullYear() + RETENTION_YEARS, created.getUTCMonth(), created.getUTCDate())) : null;
  const status = CONTACT_STATUSES.includes(data.status) ? (data.status as ContactStatus) : 'new';
  return {
    id,
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    subject: String(data.subject ?? ''),
    message: String(data.message ?? ''),
    status,
    createdAt: created?.toISOString() ?? null,
    expireAt: (stored ?? implied)?.toISOString() ?? null,
  };
}

export async function listContactMessages(
  firestore: Firestore,
  query: { view: ContactView; q?: string; limit: number; after?: string },
  timeoutMs: number,
): Promise<{ messages: ContactRow[]; unread: number; next: string | null }> {
  const collection = firestore.collection(COLLECTIONS.contactMessages);
  let q: Query = collection;
  if (query.view === 'inbox') q = q.where('status', 'in', ['new', 'read']);
  else if (query.view !== 'all') q = q.where('status', '==', query.view);
  q = q.orderBy('createdAt', 'desc');
  const needle = query.q?.trim().toLowerCase();
  const work = async () => {
    const unread = (await collection.where('status', '==', 'new').count().get()).data().count;
    if (needle) {
      // Firestore has no text search: read the newest messages of the view and filter here.
      const snapshot = await q.limit(SEARCH_SCAN_MAX).get();
      const found = snapshot.docs
        .map((doc) => rowOf(doc.id, doc.data()))
        .filter((row) => [row.name, row.email, row.subject, row.message].some((field) => field.toLowerCase().includes(needle)));
      return { messages: found.slice(0, query.limit), unread, next: null };
    }
    let page = q;
    if (query.after) {
      const cursor = await collection.doc(query.after).get();
      if (cursor.exists) page = page.startAfter(cursor);
    }
    const snapshot = await page.limit(query.limit + 1).get();
    const docs = snapshot.docs.slice(0, query.limit);
    return {
      messages: docs.map((doc) => rowOf(doc.id, doc.data())),
      unread,
      next: snapshot.docs.length > query.limit ? (docs[docs.length - 1]?.id ?? null) : null,
    };
  };
  return withStoreDeadline(work(), timeoutMs);
}

/** read / archived / new (restore from the archive, or mark unread). Archiving is audited. */
export async function setContactStatus(firestore: Firestore, actorUid: string, id: string, status: ContactStatus, timeoutMs: number): Promise<ContactRow> {
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) throw new HttpError(404, 'No contact message has this id.');
  const ref = firestore.collection(COLLECTIONS.contactMessages).doc(id);
  const { row, previous } = await withStoreDeadline(
    firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new HttpError(404, 'No contact message has this id.');
      const previous = rowOf(id, snapshot.data()!).status;
      if (previous !== status) transaction.update(ref, { status });
      return { row: rowOf(id, { ...snapshot.data(), status }), previous };
    }),
    timeoutMs,
  );
  // Reading is routine; archiving and restoring change what the team sees, so they are recorded.
  if (previous !== status && (status === 'archived' || previous === 'archived')) {
    await withStoreDeadline(
      writeAudit(firestore, {
        actorUid,
        action: status === 'archived' ? 'contact.archive' : 'contact.restore',
        target: `contactMessage:${id}`,
        details: { from: previous, to: status },
      }),
      timeoutMs,
    );
  }
  return row;
}
