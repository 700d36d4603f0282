// What only the admin routes add to the signed-in route options (platform/route-options.ts):
// Admin-only access checked in onRequest (401 signed out, 403 for any other role, before a body
// is read) and the `admin` tag.
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../../config';
import { signedInRoute, type RouteSchema } from '../../../platform/route-options';

/** Route options for an Admin route (the `admin` tag unless another is named). */
export function adminRoute<const S extends RouteSchema>(config: Pick<ApiConfig, 'apiRateLimit'>, schema: S, tag = 'admin') {
  return signedInRoute(config, schema, tag);
}

/** In this plugin's scope every route needs a signed-in Admin. */
export function requireAdmin(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('Admin'));
}
