// The batch document, organizations/{orgId}/uploads/{batchId}: one per upload, read live by HR's
// screen (firestore.rules: the organisation's HR reads, only the api writes). Each file has an
// entry under `files.<fileId>` — queued, then added, duplicate or failed with the reason — and
// `counts` sums them. Every change is a transaction that first reads the entry, so a message
// delivered twice changes nothing the second time.
import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type UploadBatchFile, type UploadFileResult } from 'shared-schemas';
import { HttpError, StoreConflictError, withStoreDeadline } from '../../../platform/errors';

export interface BatchStore {
  firestore: Firestore;
  storeTimeoutMs: number;
}

const BATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function batchRef(firestore: Firestore, orgId: string, batchId: string): DocumentReference {
  return firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.uploads).doc(batchId);
}

const newBatch = (jobId: string, uid: string) => ({
  jobId,
  createdBy: uid,
  counts: { queued: 0, added: 0, duplicate: 0, failed: 0 },
  status: 'running',
  closed: false,
  files: {},
  createdAt: FieldValue.serverTimestamp(),
  updatedAt: FieldValue.serverTimestamp(),
});

/**
 * Opens (or continues) a batch for a job; answers its id. The browser names its batch before the
 * first request, so a request it resends after a lost answer lands in the same batch (where
 * addFiles recognises its files) instead of opening a second one.
 */
export async function openBatch(store: BatchStore, orgId: string, uid: string, jobId: string, batchId: string | undefined): Promise<string> {
  if (batchId) {
    if (!BATCH_ID.test(batchId)) throw new HttpError(400, 'The "batchId" is not valid.');
    const ref = batchRef(store.firestore, orgId, batchId);
    let snapshot = await withStoreDeadline(ref.get(), store.storeTimeoutMs);
    if (!snapshot.exists) {
      try {
        await withStoreDeadline(ref.create(newBatch(jobId, uid)), store.storeTimeoutMs);
        return batchId;
      } catch (error) {
        // Two requests naming the same new batch: the other made it; check it is for this job.
        if (!(error instanceof StoreConflictError)) throw error;
        snapshot = await withStoreDeadline(ref.get(), store.storeTimeoutMs);
      }
    }
    if (snapshot.get('jobId') !== jobId) throw new HttpError(404, 'No such upload batch for this job.');
    return batchId;
  }
  const ref = store.firestore.collection(COLLECTIONS.organizations).doc(orgId).collection(COLLECTIONS.uploads).doc();
  await withStoreDeadline(ref.create(newBatch(jobId, uid)), store.storeTimeoutMs);
  return ref.id;
}

const clean = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

type Counts = Record<'queued' | 'added' | 'duplicate' | 'failed', number>;
const countsOf = (data: FirebaseFirestore.DocumentData | undefined): Counts => ({
  queued: 0,
  added: 0,
  duplicate: 0,
  failed: 0,
  ...(data?.counts as Partial<Counts> | undefined),
});
/** Done once the last request arrived and no file is waiting. */
const statusFor = (closed: boolean, counts: Counts) => (closed && counts.queued === 0 ? 'done' : 'running');

/** How a file resent into its batch is found again: its content and its name. */
const resentKey = (file: UploadBatchFile) => (file.contentHash ? `${file.contentHash} ${file.fileName}` : null);

/**
 * Adds a request's files: `queued` ones a worker will finish, the rest (refused on arrival)
 * already final. `last` closes the batch: it is done when its queued files are. A queued file
 * the batch already holds (same content and name: the browser resending a request whose answer
 * it never got) is not added again; the answer maps its new id to the held one, so the resent
 * file is neither parsed twice nor reported as a duplicate of itself.
 */
export async function addFiles(
  store: BatchStore,
  ref: DocumentReference,
  files: Record<string, UploadBatchFile>,
  last: boolean,
): Promise<Map<string, { fileId: string; file: UploadBatchFile }>> {
  return withStoreDeadline(
    store.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new HttpError(404, 'No such upload batch for this job.');
      const counts = countsOf(snapshot.data());
      const held = new Map<string, { fileId: string; file: UploadBatchFile }>();
      for (const [fileId, file] of Object.entries((snapshot.get('files') ?? {}) as Record<string, UploadBatchFile>)) {
        const key = resentKey(file);
        if (key && !held.has(key)) held.set(key, { fileId, file });
      }
      const resent = new Map<string, { fileId: string; file: UploadBatchFile }>();
      const update: Record<string, unknown> = {};
      for (const [fileId, file] of Object.entries(files)) {
        if (snapshot.get(`files.${fileId}`)) continue;
        const key = resentKey(file);
        const before = key ? held.get(key) : undefined;
        if (before) {
          resent.set(fileId, before);
          continue;
        }
        if (key) held.set(key, { fileId, file });
        counts[file.status] += 1;
        update[`files.${fileId}`] = clean(file);
      }
      const closed = last || snapshot.get('closed') === true;
      transaction.update(ref, { ...update, counts, closed, status: statusFor(closed, counts), updatedAt: FieldValue.serverTimestamp() });
      return resent;
    }),
    store.storeTimeoutMs,
  );
}

/** The file's entry and who uploaded it, or null when the batch or the file is gone. */
export async function readFile(store: BatchStore, ref: DocumentReference, fileId: string): Promise<{ file: UploadBatchFile; createdBy: string } | null> {
  const snapshot = await withStoreDeadline(ref.get(), store.storeTimeoutMs);
  const file = snapshot.get(`files.${fileId}`) as UploadBatchFile | undefined;
  return file ? { file, createdBy: String(snapshot.get('createdBy') ?? '') } : null;
}

/**
 * The file's final result, once: a file no longer queued (a redelivered message, or a dead letter
 * after a late success) is left as it is — except a duplicate of its own application, which the
 * delivery that added it corrects. Answers whether this call recorded it.
 */
export async function finishFile(store: BatchStore, ref: DocumentReference, fileId: string, result: UploadFileResult, ms?: number): Promise<boolean> {
  return withStoreDeadline(
    store.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const entry = snapshot.get(`files.${fileId}`) as UploadBatchFile | undefined;
      if (!entry) return false;
      const counts = countsOf(snapshot.data());
      if (entry.status !== 'queued') {
        // Two deliveries of one message ran side by side and the one that found the other's
        // application finished first: the file was added all the same, by this batch.
        const sameAdd = entry.status === 'duplicate' && result.status === 'added' && entry.applicationId === result.applicationId;
        if (!sameAdd) return false;
        counts.duplicate = Math.max(0, counts.duplicate - 1);
      } else {
        counts.queued = Math.max(0, counts.queued - 1);
      }
      counts[result.status] += 1;
      const { lastError: _lastError, ...kept } = entry;
      const closed = snapshot.get('closed') === true;
      transaction.update(ref, {
        [`files.${fileId}`]: clean({ ...kept, ...result, fileName: entry.fileName, ms: ms === undefined ? undefined : Math.round(ms) }),
        counts,
        status: statusFor(closed, counts),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    }),
    store.storeTimeoutMs,
  );
}

/** A failed attempt of a queued file: how many so far and why, for HR to see while it retries. */
export async function noteAttempt(store: BatchStore, ref: DocumentReference, fileId: string, attempts: number, reason: string): Promise<void> {
  await withStoreDeadline(
    store.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const entry = snapshot.get(`files.${fileId}`) as UploadBatchFile | undefined;
      if (!entry || entry.status !== 'queued') return;
      transaction.update(ref, { [`files.${fileId}.attempts`]: attempts, [`files.${fileId}.lastError`]: reason, updatedAt: FieldValue.serverTimestamp() });
    }),
    store.storeTimeoutMs,
  );
}
