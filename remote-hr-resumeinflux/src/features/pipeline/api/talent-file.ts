/** GET /api/talent/:talentId/file: the uploaded original, served after the api's own access check. */
import { apiDownload } from 'shared-auth';

const FILE_TIMEOUT_MS = 30_000;

export async function fetchTalentFile(talentId: string): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await apiDownload(`/api/talent/${encodeURIComponent(talentId)}/file`, { timeoutMs: FILE_TIMEOUT_MS });
  return { blob, fileName: fileName ?? 'resume' };
}
