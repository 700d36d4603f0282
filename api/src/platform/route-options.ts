// Route options any signed-in feature's routes share: tags, the Firebase ID-token security scheme,
// the signed-in rate limit, `{ message }` errors in the OpenAPI document, and the checks of a path
// id and a page size. Who may call is each plugin's own hook (features/admin/routes/route-options.ts
// requires an Admin; the keys and registry routes their own roles).
import type { FastifySchema } from 'fastify';
import type { ApiConfig } from '../config';
import { HttpError } from './errors';
import { messageSchema } from './message-schema';

export const errorResponses = {
  400: messageSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  429: messageSchema,
  503: messageSchema,
} as const;

export type RouteSchema = FastifySchema & { summary: string };

/**
 * Route options for a signed-in route: its tag, security, error shapes and the rate limit; the
 * schema's own `response` (its answer, by status) joins the error shapes.
 * Generic so the schema literal's types reach the handler (plugins/typed-routes.ts).
 */
export function signedInRoute<const S extends RouteSchema>(config: Pick<ApiConfig, 'apiRateLimit'>, schema: S, tag: string) {
  // Typed loosely: the reply codes are the handlers' (201, 200) plus these errors.
  const response: FastifySchema['response'] = { ...errorResponses, ...(schema.response as object | undefined) };
  return {
    config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
    schema: { tags: [tag], security: [{ firebaseIdToken: [] }], ...schema, response },
  };
}

const idSchema = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** The params schema of one path id; the key is kept literal so `request.params[name]` is a string. */
export const idParams = <N extends string>(name: N) =>
  ({ type: 'object', required: [name], properties: { [name]: idSchema } as { [K in N]: typeof idSchema } }) as const;

export function pageSize(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > max) throw new HttpError(400, `The "limit" parameter must be a whole number from 1 to ${max}.`);
  return size;
}
