/**
 * The api client (api-request.ts, call-api.ts, call-endpoint.ts) behind a dynamic import, so no
 * page's first load carries it or the endpoint map until its first call, and every caller shares
 * one chunk. Pages call endpoints by name (`callApi`, `callPublicApi`) and fetch files
 * (`apiDownload`); apiFetch, which both call underneath, is not exported. A static import anywhere
 * would copy the client into that caller's chunk too, and a page that starts both at once would
 * fetch it twice.
 */
import type { AnswerView, ApiEndpoint, ApiEndpoints, EndpointAnswer, EndpointInput, PublicApiEndpoint, PublicApiEndpoints } from 'shared-schemas';
import type { ApiDownload } from './api-download';
import type { ApiRequest } from './api-request';
import type { CallInput, CallOptions } from './call-endpoint';

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

/**
 * `callApi` for a signed-out page's first call (a shared resume, an invite's preview, search):
 * typed and checked the same way, from the map's public part (PUBLIC_API_ENDPOINTS), so the page
 * loads a few answer shapes instead of the whole map.
 */
export const callPublicApi = <
  Name extends PublicApiEndpoint,
  Answer extends EndpointAnswer<PublicApiEndpoints[Name]> | AnswerView<EndpointAnswer<PublicApiEndpoints[Name]>> = EndpointAnswer<PublicApiEndpoints[Name]>,
>(
  endpoint: Name,
  input: NoInfer<EndpointInput<Name, PublicApiEndpoints[Name]>>,
  options?: CallOptions,
): Promise<Answer> => import('./call-endpoint').then((client) => client.callPublicApi(endpoint, input as CallInput, options) as Promise<Answer>);

/** GETs a file the api serves, with the same token, time limit and error messages. */
export const apiDownload = (path: string, request?: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'>): Promise<ApiDownload> =>
  import('./api-download').then((client) => client.apiDownload(path, request));
