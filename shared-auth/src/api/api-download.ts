/**
 * `apiDownload`: GETs a file the api serves (a CSV export, an uploaded original) with the same
 * token, time limit and error words as every api call. Its own module, loaded on the first
 * download, so signed-out pages (which download nothing before their content) do not carry it.
 */
import { API_TIMEOUTS } from 'shared-schemas';
import { checkPath, deadline, errorFor, headersFor, noAnswer, parseJson, type ApiRequest } from './api-request';

export interface ApiDownload {
  blob: Blob;
  /** From Content-Disposition, when the api named the file. */
  fileName: string | null;
}

/** The file's name from Content-Disposition (RFC 6266: `filename*` first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed encoded name: try the plain one.
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;
}

/** GETs a file the api serves (a CSV export, an uploaded original): the same token, limits and errors. */
export async function apiDownload(path: string, request: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'> = {}): Promise<ApiDownload> {
  checkPath(path);
  if (request.signal?.aborted) throw noAnswer('cancelled');
  const headers = await headersFor(request);
  delete headers.Accept;
  const limit = deadline(request.timeoutMs ?? API_TIMEOUTS.defaultMs, request.signal);
  try {
    let response: Response;
    let blob: Blob | null = null;
    let text = '';
    try {
      response = await fetch(path, { headers, signal: limit.signal });
      if (response.ok) blob = await response.blob();
      else text = await response.text();
    } catch {
      throw noAnswer(limit.failure());
    }
    if (!blob) throw await errorFor(response.status, parseJson(text), response.headers.get('Retry-After'));
    return { blob, fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
  } finally {
    limit.done();
  }
}
