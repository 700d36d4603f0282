/** GET /api/talent/:talentId/file: the uploaded original, served after the api's own access check. */
import { ApiError, currentIdToken } from 'shared-auth';
import { serverMessage } from 'shared-auth/server-message';

const FILE_TIMEOUT_MS = 30_000;

/** The file's name from Content-Disposition, else a fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed encoded name: try the plain one.
    }
  }
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? fallback;
}

export async function fetchTalentFile(talentId: string): Promise<{ blob: Blob; fileName: string }> {
  const token = await currentIdToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FILE_TIMEOUT_MS);
  try {
    const response = await fetch(`/api/talent/${encodeURIComponent(talentId)}/file`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw new ApiError(serverMessage(body) ?? `The file could not be loaded (HTTP ${response.status}).`, response.status);
    }
    return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition'), 'resume') };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(controller.signal.aborted ? 'The file took too long to load.' : 'We could not reach HireGen.', 0);
  } finally {
    clearTimeout(timer);
  }
}
