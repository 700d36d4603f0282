// A queued file waits for a worker to record its result. If its message is lost (a broker that
// never redelivers a killed worker's lease, or the in-process queue dying with its api), nothing
// would ever finish it and HR's screen would show it queued for good. The sweep re-publishes the
// queued files of a batch that has not changed for a while; handling is idempotent (a file no
// longer queued is skipped, ids come from the content), so a message that was only slow costs
// one extra read. A batch whose browser went away before its last request is closed instead.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, storedTimeMs, type UploadBatchFile } from 'shared-schemas';
import type { BlobStore } from '../../../platform/blobs/blob-store';
import { withStoreDeadline } from '../../../platform/errors';
import type { BatchStore } from './batch';
import { ingestObjectName, type IngestMessage } from './message';
import type { IngestQueue } from './queue';

export interface RequeueServices extends BatchStore {
  blobs: BlobStore;
  queue: IngestQueue;
}

export interface RequeueOptions {
  /** A batch unchanged for this long has lost its messages (doubling after each sweep of it). */
  staleAfterMs: number;
  /** Batches looked at per sweep. */
  limit?: number;
  now?: () => number;
}

/** How long a batch swept `requeues` times must stay unchanged before the next sweep (capped at 16×). */
const staleWindow = (staleAfterMs: number, requeues: number) => staleAfterMs * 2 ** Math.min(4, requeues);

export interface SweepResult {
  /** Files whose message was published again. */
  requeued: number;
  /** Batches closed because their last request never came and nothing was left queued. */
  closed: number;
}

/** One sweep over running batches unchanged for `staleAfterMs`. */
export async function requeueStaleFiles(services: RequeueServices, options: RequeueOptions): Promise<SweepResult> {
  const now = options.now?.() ?? Date.now();
  const stale = await withStoreDeadline(
    services.firestore
      .collectionGroup(COLLECTIONS.uploads)
      .where('status', '==', 'running')
      .where('updatedAt', '<', Timestamp.fromMillis(now - options.staleAfterMs))
      .orderBy('updatedAt')
      .limit(options.limit ?? 50)
      .get(),
    services.storeTimeoutMs,
  );
  const result: SweepResult = { requeued: 0, closed: 0 };
  for (const batch of stale.docs) {
    const swept = await sweepBatch(services, batch.ref, now, options.staleAfterMs);
    result.requeued += swept.requeued;
    result.closed += swept.closed;
  }
  return result;
}

async function sweepBatch(services: RequeueServices, ref: DocumentReference, now: number, staleAfterMs: number): Promise<SweepResult> {
  const orgId = ref.parent.parent?.id;
  if (!orgId) return { requeued: 0, closed: 0 };
  // Claimed in a transaction (updatedAt moves on), so two sweepers never publish a batch twice.
  const claimed = await withStoreDeadline(
    services.firestore.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const requeues = Number(snapshot.get('requeues') ?? 0);
      if (snapshot.get('status') !== 'running' || now - storedTimeMs(snapshot.get('updatedAt')) < staleWindow(staleAfterMs, requeues)) return null;
      const files = (snapshot.get('files') ?? {}) as Record<string, UploadBatchFile>;
      const queued = Object.entries(files).filter(([, file]) => file.status === 'queued');
      if (queued.length === 0) {
        transaction.update(ref, { closed: true, status: 'done', updatedAt: FieldValue.serverTimestamp() });
        return { jobId: '', queued, closing: true };
      }
      transaction.update(ref, { requeues: requeues + 1, updatedAt: FieldValue.serverTimestamp() });
      return { jobId: String(snapshot.get('jobId') ?? ''), queued, closing: false };
    }),
    services.storeTimeoutMs,
  );
  if (!claimed) return { requeued: 0, closed: 0 };
  if (claimed.closing) return { requeued: 0, closed: 1 };
  const messages: IngestMessage[] = [];
  for (const [fileId, file] of claimed.queued) {
    const objectName = ingestObjectName(orgId, ref.id, fileId, file.fileName)?.objectName;
    if (!objectName) continue;
    // Entries written before the hash was kept: the stored bytes give it (a missing file is the
    // worker's to report, as "gone").
    const contentHash = file.contentHash ?? (await hashOf(services.blobs, objectName));
    messages.push({ orgId, jobId: claimed.jobId, batchId: ref.id, fileId, objectName, contentHash, fileName: file.fileName, attempt: 1 });
  }
  await services.queue.publish(messages);
  return { requeued: messages.length, closed: 0 };
}

async function hashOf(blobs: BlobStore, objectName: string): Promise<string> {
  const blob = await blobs.get(objectName).catch(() => null);
  return createHash('sha256')
    .update(blob?.bytes ?? Buffer.alloc(0))
    .digest('hex');
}

/**
 * Sweeps every `everyMs` (unref'd: it never holds a process open) until stopped; a failed sweep
 * is logged and the next one tries again.
 */
export function startRequeueSweep(
  services: RequeueServices,
  options: RequeueOptions & { everyMs: number; log?: (message: string) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = async () => {
    try {
      const result = await requeueStaleFiles(services, options);
      if (result.requeued || result.closed) options.log?.(`ingest sweep: ${result.requeued} file(s) queued again, ${result.closed} abandoned batch(es) closed`);
    } catch (error) {
      options.log?.(`ingest sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => {
    // A slow sweep is never overlapped by the next.
    running ??= sweep().finally(() => {
      running = null;
    });
  }, options.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
