/**
 * `callApi(endpoint, input)` over the whole endpoint map (API_ENDPOINTS). Loaded with
 * api-request.ts on the first call (see api-on-demand.ts), map included.
 */
import { API_ENDPOINTS } from 'shared-schemas';
import { callEndpoint, type CallInput, type CallOptions } from './call-endpoint';

export const callApi = (endpoint: string, input: CallInput, options?: CallOptions): Promise<unknown> => callEndpoint(API_ENDPOINTS, endpoint, input, options);
