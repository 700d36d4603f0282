/**
 * The batch in progress for a job, in localStorage, so a closed tab or a lost connection
 * loses nothing: the batch id to continue and the result of every file already answered.
 */
import type { UploadFileResult } from 'shared-schemas';
import type { SavedBatch } from '../types/upload';

const keyFor = (jobId: string) => `hiregen_resumeinflux_upload:${jobId}`;
const STATUSES = new Set(['added', 'duplicate', 'failed']);

function isResult(value: unknown): value is UploadFileResult {
  const result = value as Partial<UploadFileResult> | null;
  return !!result && typeof result.fileName === 'string' && typeof result.status === 'string' && STATUSES.has(result.status);
}

export function loadSavedBatch(jobId: string, storage: Storage = window.localStorage): SavedBatch | null {
  try {
    const value = JSON.parse(storage.getItem(keyFor(jobId)) ?? 'null') as Partial<SavedBatch> | null;
    if (!value || typeof value !== 'object' || typeof value.finished !== 'object' || value.finished === null) return null;
    const finished = Object.fromEntries(Object.entries(value.finished).filter(([, result]) => isResult(result)));
    const queued = Object.fromEntries(
      Object.entries(value.queued && typeof value.queued === 'object' ? value.queued : {}).filter(
        ([, file]) => typeof file?.fileId === 'string' && typeof file.fileName === 'string',
      ),
    );
    return {
      batchId: typeof value.batchId === 'string' ? value.batchId : null,
      finished,
      ...(Object.keys(queued).length ? { queued } : {}),
      savedAt: String(value.savedAt ?? ''),
    };
  } catch {
    return null;
  }
}

export function saveBatch(jobId: string, batch: SavedBatch, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(keyFor(jobId), JSON.stringify(batch));
  } catch {
    // Storage full or blocked: the upload goes on; only resuming after a closed tab is lost.
  }
}

export function clearSavedBatch(jobId: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(keyFor(jobId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * A new batch's id, chosen here before the first request: a request resent after a lost answer
 * then goes to the batch that may already hold its files, and the api recognises them there.
 * 20 URL-safe characters from Web Crypto, like a Firestore id.
 */
export function newBatchId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Counts by status, for the summary line. */
export function countResults(results: UploadFileResult[]): { added: number; duplicate: number; failed: number } {
  const counts = { added: 0, duplicate: 0, failed: 0 };
  for (const result of results) counts[result.status] += 1;
  return counts;
}
