/**
 * One api call named by its route in an endpoint map of shared-schemas: the entry decides the
 * method, the path, whether the ID token is sent, the answer's shape (a 2xx that does not fit is
 * an ApiError naming the field) and the time limit, from the one policy in API_TIMEOUTS. Sending,
 * errors and their words are apiFetch's. `callApi` (call-api.ts) reads the whole map and
 * `callPublicApi` (here) only the signed-out pages' part of it: a page whose content waits on a
 * public call loads this module's chunk alone.
 */
import { API_TIMEOUTS, PUBLIC_API_ENDPOINTS, type EndpointDefinition } from 'shared-schemas';
import { apiFetch } from './api-request';

/** What a caller may add to a call: its cancel signal, and upload progress for a form. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Fraction 0..1 of a `form` body sent so far. */
  onProgress?: (fraction: number) => void;
}

/** The run-time view of an input (endpoint-types.ts types it per endpoint). */
export interface CallInput {
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | null | undefined>>;
  json?: unknown;
  form?: FormData;
}

/** "/api/jobs/:jobId/ranking" with `{ jobId }` → "/api/jobs/j%201/ranking". */
export function fillPath(route: string, params: CallInput['params'] = {}): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`The api call to ${route} needs the "${name}" parameter.`);
    return encodeURIComponent(value);
  });
}

/** Leaves out empty values, so a filter left blank is not sent. */
function queryString(query: CallInput['query'] = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The time limit an endpoint waits for: its named kind, else the default. */
export function timeLimitMs(definition: EndpointDefinition): number {
  return API_TIMEOUTS[`${definition.time ?? 'default'}Ms`];
}

/** Calls `endpoint` as `endpoints` defines it. */
export function callEndpoint(
  endpoints: Readonly<Record<string, EndpointDefinition>>,
  endpoint: string,
  input: CallInput,
  options: CallOptions = {},
): Promise<unknown> {
  const definition = endpoints[endpoint];
  const [method, route] = endpoint.split(' ') as [NonNullable<Parameters<typeof apiFetch>[1]>['method'], string];
  if (!definition || !route) throw new Error(`"${endpoint}" is not in the endpoint map (shared-schemas API_ENDPOINTS).`);
  return apiFetch(fillPath(route, input.params) + queryString(input.query), {
    method,
    ...(input.form ? { form: input.form } : input.json === undefined ? {} : { json: input.json }),
    timeoutMs: timeLimitMs(definition),
    ...(definition.answer ? { answer: definition.answer } : {}),
    ...(definition.idToken === false ? { idToken: false } : {}),
    ...options,
  });
}

/** `callEndpoint` over the endpoints signed-out pages read before their content shows. */
export const callPublicApi = (endpoint: string, input: CallInput, options?: CallOptions): Promise<unknown> =>
  callEndpoint(PUBLIC_API_ENDPOINTS, endpoint, input, options);
