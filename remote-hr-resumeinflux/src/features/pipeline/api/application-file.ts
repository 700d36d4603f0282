/**
 * GET /api/applications/:applicationId/file: the applicant's original file (an uploaded file, or
 * the resume a candidate sent, as a PDF), served after the api's own access check.
 */
import { apiDownload } from 'shared-auth';

const FILE_TIMEOUT_MS = 30_000;

export async function fetchApplicationFile(applicationId: string): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await apiDownload(`/api/applications/${encodeURIComponent(applicationId)}/file`, { timeoutMs: FILE_TIMEOUT_MS });
  return { blob, fileName: fileName ?? 'resume' };
}
