/** GET /api/applications/:id/file: the resume I sent with my application; the api serves only my own. */
import { apiDownload } from 'shared-auth';

const FILE_TIMEOUT_MS = 30_000;

export async function fetchMyApplicationFile(applicationId: string): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await apiDownload(`/api/applications/${encodeURIComponent(applicationId)}/file`, { timeoutMs: FILE_TIMEOUT_MS });
  return { blob, fileName: fileName ?? 'resume.pdf' };
}
