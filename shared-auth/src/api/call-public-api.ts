/**
 * `callPublicApi(endpoint, input)`: the same call over only the endpoints signed-out pages read
 * before their content shows (PUBLIC_API_ENDPOINTS), so their first load carries a few answer
 * shapes, not the whole map.
 */
import { PUBLIC_API_ENDPOINTS } from 'shared-schemas';
import { callEndpoint, type CallInput, type CallOptions } from './call-endpoint';

export const callPublicApi = (endpoint: string, input: CallInput, options?: CallOptions): Promise<unknown> =>
  callEndpoint(PUBLIC_API_ENDPOINTS, endpoint, input, options);
