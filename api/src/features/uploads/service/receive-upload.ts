// One upload request's work, once the route knows the caller is HR of the job's organisation:
// the batch opened (or continued), the files read as they arrive, each checked, stored and queued
// (enqueue.ts), and with `wait` the final results read back from the batch as workers record them.
import { HttpError } from '../../../platform/errors';
import type { StoredJob } from '../../hiring/service/applications';
import { openBatch } from './batch';
import type { ArrivedFile } from './bulk-upload';
import { enqueueFiles, waitForResults, type EnqueuedResult, type EnqueueServices } from './enqueue';

export interface UploadRequest {
  orgId: string;
  uid: string;
  /** A batch to continue (from the first answer), or none to open one. */
  batchId?: string;
  /** The batch's final request. */
  last: boolean;
  /** Answer with the final results (scripts), at most `waitMs` after the files are queued. */
  wait: boolean;
}

export interface UploadLimits {
  maxFileBytes: number;
  waitMs: number;
}

/**
 * Opens the batch before the files are read (a cut-off request still leaves its batch to
 * continue), reads them with `readFiles` (the route's multipart reader), and queues them.
 */
export async function receiveUpload(
  services: EnqueueServices,
  job: StoredJob,
  upload: UploadRequest,
  readFiles: () => Promise<ArrivedFile[]>,
  limits: UploadLimits,
): Promise<{ batchId: string; results: EnqueuedResult[] }> {
  if (job.status === 'closed') throw new HttpError(409, 'This job is closed: reopen it to add applicants.');
  const batchId = await openBatch(services, upload.orgId, upload.uid, job.id, upload.batchId);
  const arrived = await readFiles();
  const results = await enqueueFiles(services, { orgId: upload.orgId, jobId: job.id, batchId }, arrived, upload.last, limits.maxFileBytes);
  if (!upload.wait) return { batchId, results };
  return { batchId, results: await waitForResults(services, upload.orgId, batchId, results, limits.waitMs) };
}
