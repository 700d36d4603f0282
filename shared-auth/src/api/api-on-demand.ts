/**
 * The api client (api-request.ts, call-api.ts) behind a dynamic import, so no page's first load
 * carries it or the endpoint map, and every caller shares one chunk. A static import anywhere
 * would copy the client into that caller's chunk too, and a page that starts both at once would
 * fetch it twice.
 */
import type { AnswerView, ApiEndpoint, ApiEndpoints, EndpointAnswer, EndpointInput } from 'shared-schemas';
import type { ApiDownload, ApiRequest } from './api-request';
import type { CallInput, CallOptions } from './call-api';

/** Calls HireGen's api: JSON answer, ID token, time limit, cancel, upload progress, answer shape check. */
export const apiFetch = <T = unknown>(path: string, request?: ApiRequest): Promise<T> =>
  import('./api-request').then((client) => client.apiFetch<T>(path, request));

/**
 * Calls one endpoint of the endpoint map, by its route ("GET /api/jobs/:jobId/ranking"): the input
 * and the answer are typed from its schemas, the answer is checked against its shape, and the
 * time limit is its kind's. `Answer` may name the caller's own view of the answer (an engine
 * interface, the fields a screen reads) when no field it declares contradicts the shape.
 */
export const callApi = <
  Name extends ApiEndpoint,
  Answer extends EndpointAnswer<ApiEndpoints[Name]> | AnswerView<EndpointAnswer<ApiEndpoints[Name]>> = EndpointAnswer<ApiEndpoints[Name]>,
>(
  endpoint: Name,
  input: NoInfer<EndpointInput<Name, ApiEndpoints[Name]>>,
  options?: CallOptions,
): Promise<Answer> =>
  // The input's per-endpoint type is checked above; the client reads its run-time view.
  import('./call-api').then((client) => client.callApi(endpoint, input as CallInput, options) as Promise<Answer>);

/** GETs a file the api serves, with the same token, time limit and error messages. */
export const apiDownload = (path: string, request?: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'>): Promise<ApiDownload> =>
  import('./api-request').then((client) => client.apiDownload(path, request));
