/**
 * The api client (api-request.ts) behind a dynamic import, so no page's first load carries it and
 * every caller shares one chunk. A static import anywhere would copy the client into that
 * caller's chunk too, and a page that starts both at once would fetch it twice.
 */
import type { ApiDownload, ApiRequest } from './api-request';

/** Calls HireGen's api: JSON answer, ID token, time limit, cancel, upload progress, answer shape check. */
export const apiFetch = <T = unknown>(path: string, request?: ApiRequest): Promise<T> =>
  import('./api-request').then((client) => client.apiFetch<T>(path, request));

/** GETs a file the api serves, with the same token, time limit and error messages. */
export const apiDownload = (path: string, request?: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'>): Promise<ApiDownload> =>
  import('./api-request').then((client) => client.apiDownload(path, request));
