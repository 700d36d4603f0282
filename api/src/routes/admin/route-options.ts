// What every admin route shares: Admin-only access checked in onRequest (401 signed out, 403 for
// any other role, before a body is read), the signed-in rate limit, `{ message }` errors in the
// OpenAPI document, and the uid/id path checks.
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { ApiConfig } from '../../config';
import { HttpError } from '../../services/errors';
import { messageSchema } from '../message-schema';

export { messageSchema };
export const errorResponses = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 429: messageSchema, 503: messageSchema };

export type RouteSchema = Record<string, unknown> & { summary: string };

/** Route options for an Admin route: tags, security, error shapes and the rate limit. */
export function adminRoute(config: Pick<ApiConfig, 'apiRateLimit'>, schema: RouteSchema, tag = 'admin') {
  return {
    config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
    // Typed loosely: the reply codes are the handlers' (201, 200) plus these errors.
    schema: { tags: [tag], security: [{ firebaseIdToken: [] }], response: errorResponses, ...schema } as FastifySchema,
  };
}

/** In this plugin's scope every route needs a signed-in Admin. */
export function requireAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('Admin'));
}

export const idParams = (name: string) =>
  ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } } }) as const;

export function pageSize(value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > max) throw new HttpError(400, `The "limit" parameter must be a whole number from 1 to ${max}.`);
  return size;
}
