/**
 * POST /api/jobs/:jobId/uploads: one small multipart request (field `files`) of the batch;
 * `batchId` continues a batch, `last=1` ends it. Answers one result per file.
 */
import { ApiError, currentIdToken } from 'shared-auth';
import { serverMessage } from 'shared-auth/server-message';
import type { UploadAnswer } from '../types/upload';

const REQUEST_TIMEOUT_MS = 120_000;

function isAnswer(value: unknown): value is UploadAnswer {
  const answer = value as Partial<UploadAnswer> | null;
  return !!answer && typeof answer.batchId === 'string' && Array.isArray(answer.results);
}

/** `last` marks the final request of a run, so the api can close the batch's record. */
export async function uploadResumes(jobId: string, files: File[], batchId: string | null, last: boolean, signal?: AbortSignal): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const token = await currentIdToken();
  const params = new URLSearchParams();
  if (batchId) params.set('batchId', batchId);
  if (last) params.set('last', '1');
  const search = params.toString();
  const query = search ? `?${search}` : '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop);
  let response: Response;
  try {
    response = await fetch(`/api/jobs/${encodeURIComponent(jobId)}/uploads${query}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: form,
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      signal?.aborted ? 'Stopped.' : controller.signal.aborted ? 'The server took too long to answer.' : 'We could not reach HireGen.',
      0,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(serverMessage(body) ?? `The upload failed (HTTP ${response.status}).`, response.status);
  if (!isAnswer(body)) throw new ApiError('The server answered the upload in an unexpected way.', response.status);
  return body;
}
