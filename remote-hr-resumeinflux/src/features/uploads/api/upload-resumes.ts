/**
 * POST /api/jobs/:jobId/uploads: one small multipart request (field `files`) of the batch;
 * `batchId` continues a batch, `last=1` ends it. Answers one result per file, checked against
 * the contract's shape (shared-schemas) by shared-auth's api client.
 */
import { apiFetch } from 'shared-auth';
import { API_TIMEOUTS, UPLOAD_BATCH_ANSWER } from 'shared-schemas';
import type { UploadAnswer } from '../types/upload';

/** `last` marks the final request of a run, so the api can close the batch's record. */
export function uploadResumes(jobId: string, files: File[], batchId: string | null, last: boolean, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const params = new URLSearchParams();
  if (batchId) params.set('batchId', batchId);
  if (last) params.set('last', '1');
  const search = params.toString();
  return apiFetch<UploadAnswer>(`/api/jobs/${encodeURIComponent(jobId)}/uploads${search ? `?${search}` : ''}`, {
    form,
    signal,
    timeoutMs: API_TIMEOUTS.uploadMs,
    answer: UPLOAD_BATCH_ANSWER,
  });
}
