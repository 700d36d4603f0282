// The one writer of `auditLog/{id}`: every privileged action (role grants, disables, deletions,
// key changes, organisation suspensions, member changes) goes through `writeAudit`. Browsers never
// write here (firestore.rules); Admins read it through /api/admin/audit.
// Entries never carry personal data beyond uids and ids: an entry outlives a deleted account.
import { FieldValue, Timestamp, type DocumentData, type Firestore, type Query, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS, storedTimeIso, type AuditEntryView } from 'shared-schemas';

export interface AuditInput {
  /** The uid of whoever did it; 'system' for the api's own work (seeds, expiry). */
  actorUid: string;
  /** Dotted verb, e.g. 'user.role.change', 'apiKey.revoke', 'organization.suspend'. */
  action: string;
  /** What it was done to: 'user:<uid>', 'organization:<orgId>', 'apiKey:<id>', ... */
  target: string;
  /** Small, non-personal facts: before/after role, key prefix, reason. */
  details?: Record<string, unknown>;
}

/** An entry as the Admin api answers it (shared with remote-admin). */
export type StoredAuditEntry = AuditEntryView;

const ACTION = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+){0,4}$/;
const MAX_FIELD = 200;
const MAX_DETAILS_BYTES = 4_000;

/** Throws on a malformed entry: a caller's bug must not become a silent, unreadable log line. */
function checked(input: AuditInput) {
  const { actorUid, action, target } = input;
  if (typeof actorUid !== 'string' || !actorUid || actorUid.length > 128) throw new Error('audit: actorUid must be a uid.');
  if (typeof action !== 'string' || action.length > 64 || !ACTION.test(action)) throw new Error(`audit: bad action "${action}".`);
  if (typeof target !== 'string' || !target || target.length > MAX_FIELD) throw new Error('audit: target must be a short id.');
  const details = input.details ?? {};
  if (JSON.stringify(details).length > MAX_DETAILS_BYTES) throw new Error('audit: details are too large.');
  return { actorUid, action, target, details, at: FieldValue.serverTimestamp() };
}

/** Writes one audit entry and returns its id. Call after the change succeeded. */
export async function writeAudit(firestore: Firestore, input: AuditInput): Promise<string> {
  const ref = firestore.collection(COLLECTIONS.auditLog).doc();
  await ref.set(checked(input));
  return ref.id;
}

/** The same entry inside a caller's transaction or batch, so the change and its record land together. */
export function writeAuditIn(firestore: Firestore, writer: Transaction | WriteBatch, input: AuditInput): string {
  const ref = firestore.collection(COLLECTIONS.auditLog).doc();
  // Transaction.set and WriteBatch.set share this call shape.
  (writer as WriteBatch).set(ref, checked(input));
  return ref.id;
}

export interface AuditQuery {
  actorUid?: string;
  /** Entries by any of these actors (at most 30: Firestore's `in`); an empty list matches nothing. */
  actorUids?: string[];
  action?: string;
  /** Inclusive bounds, ISO dates or date-times. */
  from?: Date;
  to?: Date;
  limit: number;
  /** The id of the last entry of the previous page. */
  after?: string;
}

export function toStoredAuditEntry(id: string, data: DocumentData): StoredAuditEntry {
  return {
    id,
    actorUid: String(data.actorUid ?? ''),
    action: String(data.action ?? ''),
    target: String(data.target ?? ''),
    details: (data.details as Record<string, unknown> | undefined) ?? {},
    at: storedTimeIso(data.at) ?? new Date(0).toISOString(),
  };
}

/**
 * Newest first. Equality filters on actor and action with a date range need composite indexes
 * (firestore.indexes.json: auditLog actorUid/action + at desc).
 */
export async function listAudit(firestore: Firestore, query: AuditQuery): Promise<{ entries: StoredAuditEntry[]; next: string | null }> {
  if (query.actorUids && query.actorUids.length === 0) return { entries: [], next: null };
  let q: Query = firestore.collection(COLLECTIONS.auditLog);
  if (query.actorUids) q = q.where('actorUid', 'in', query.actorUids);
  if (query.actorUid) q = q.where('actorUid', '==', query.actorUid);
  if (query.action) q = q.where('action', '==', query.action);
  if (query.from) q = q.where('at', '>=', Timestamp.fromDate(query.from));
  if (query.to) q = q.where('at', '<=', Timestamp.fromDate(query.to));
  q = q.orderBy('at', 'desc');
  if (query.after) {
    const cursor = await firestore.collection(COLLECTIONS.auditLog).doc(query.after).get();
    if (cursor.exists) q = q.startAfter(cursor);
  }
  const snapshot = await q.limit(query.limit + 1).get();
  const docs = snapshot.docs.slice(0, query.limit);
  return {
    entries: docs.map((doc) => toStoredAuditEntry(doc.id, doc.data())),
    next: snapshot.docs.length > query.limit ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}
