/**
 * The api client (api-request.ts, call-api.ts, call-endpoint.ts) behind a dynamic import, so no
 * page's first load carries it or the endpoint map until its first call, and every caller shares
 * one chunk. Pages call endpoints by name (`callApi`, `callPublicApi`) and fetch files
 * (`apiDownload`); apiFetch, which both call underneath, is not exported. A static import anywhere
 * would copy the client into that caller's chunk too, and a page that starts both at once would
 * fetch it twice.
 */
import type { AnswerView, ApiEndpoints, EndpointAnswer, EndpointInput, PublicApiEndpoints } from 'shared-schemas';
import type { ApiDownload } from './api-download';
import type { ApiRequest } from './api-request';
import type { CallInput, CallOptions } from './call-endpoint';

/**
 * A call of one endpoint of `Endpoints`, by its route ("GET /api/jobs/:jobId/ranking"): the input
 * and the answer are typed from its schemas, the answer is checked against its shape, and the
 * time limit is its kind's. `Answer` may name the caller's own view of the answer (an engine
 * interface, the fields a screen reads) when no field it declares contradicts the shape.
 */
type EndpointCall<Endpoints> = <
  Name extends keyof Endpoints & string,
  Answer extends EndpointAnswer<Endpoints[Name]> | AnswerView<EndpointAnswer<Endpoints[Name]>> = EndpointAnswer<Endpoints[Name]>,
>(
  endpoint: Name,
  input: NoInfer<EndpointInput<Name, Endpoints[Name]>>,
  options?: CallOptions,
) => Promise<Answer>;

type LoadedCall = (endpoint: string, input: CallInput, options?: CallOptions) => Promise<unknown>;

/** A typed call over a client module loaded on first use. */
function onDemand<Endpoints>(load: () => Promise<LoadedCall>): EndpointCall<Endpoints> {
  // The input's per-endpoint type and the answer's view are checked at the call site (EndpointCall);
  // the loaded client reads the run-time view and checks the answer against the endpoint's shape.
  return ((endpoint: string, input: CallInput, options?: CallOptions) => load().then((call) => call(endpoint, input, options))) as EndpointCall<Endpoints>;
}

/** Any endpoint of the endpoint map (API_ENDPOINTS). */
export const callApi = onDemand<ApiEndpoints>(() => import('./call-api').then((client) => client.callApi));

/**
 * `callApi` for a signed-out page's first call (a shared resume, an invite's preview, search):
 * typed and checked the same way, from the map's public part (PUBLIC_API_ENDPOINTS), so the page
 * loads a few answer shapes instead of the whole map.
 */
export const callPublicApi = onDemand<PublicApiEndpoints>(() => import('./call-endpoint').then((client) => client.callPublicApi));

/** GETs a file the api serves, with the same token, time limit and error messages. */
export const apiDownload = (path: string, request?: Pick<ApiRequest, 'timeoutMs' | 'signal' | 'idToken'>): Promise<ApiDownload> =>
  import('./api-download').then((client) => client.apiDownload(path, request));
