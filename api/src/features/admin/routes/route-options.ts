// What every admin route shares: Admin-only access checked in onRequest (401 signed out, 403 for
// any other role, before a body is read), the signed-in rate limit, `{ message }` errors in the
// OpenAPI document, and the uid/id path checks.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ApiConfig } from '../../../config';
import { HttpError } from '../../../platform/errors';
import { messageSchema } from '../../../platform/message-schema';

export { messageSchema };
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
 * Route options for an Admin route: tags, security, error shapes and the rate limit. Generic so
 * the schema literal's types reach the handler (typed-routes.ts).
 */
export function adminRoute<const S extends RouteSchema>(config: Pick<ApiConfig, 'apiRateLimit'>, schema: S, tag = 'admin') {
  // Typed loosely: the reply codes are the handlers' (201, 200) plus these errors.
  const response: FastifySchema['response'] = errorResponses;
  return {
    config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
    schema: { tags: [tag], security: [{ firebaseIdToken: [] }], response, ...schema },
  };
}

/** In this plugin's scope every route needs a signed-in Admin. */
export function requireAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('Admin'));
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
