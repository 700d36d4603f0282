/**
 * POST /api/jobs/:jobId/uploads: one small multipart request (field `files`) of the batch;
 * `batchId` continues a batch, `last=1` ends it. Answers one result per file, checked against
 * the contract's shape (shared-schemas) by shared-auth's api client.
 */
import { callApi } from 'shared-auth';
import type { UploadAnswer } from '../types/upload';

/** `last` marks the final request of a run, so the api can close the batch's record. */
export function uploadResumes(jobId: string, files: File[], batchId: string | null, last: boolean, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const query = { ...(batchId ? { batchId } : {}), ...(last ? { last: '1' as const } : {}) };
  return callApi<'POST /api/jobs/:jobId/uploads', UploadAnswer>('POST /api/jobs/:jobId/uploads', { params: { jobId }, query, form }, { signal });
}
