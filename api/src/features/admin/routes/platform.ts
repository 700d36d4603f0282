// /api/admin/platform: platform counts now and week by week.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A } from 'shared-schemas';
import { platformStats } from '../service/platform-stats';
import { adminRoute } from './route-options';
import { pageSize } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';
import { typed } from '../../../plugins/typed-routes';

export async function adminPlatformRoutes(fastify: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const app = typed(fastify);
  app.get(
    '/api/admin/platform',
    adminRoute(config, {
      summary: 'Accounts by role, organisations, open jobs, applications, interviews and contact messages, with weekly totals',
      querystring: { type: 'object', properties: { weeks: { type: 'string', pattern: '^[0-9]{1,2}$' } }, additionalProperties: false },
      response: { 200: A.platform },
    }),
    async (request) => platformStats(firebase.auth, firebase.firestore, pageSize(request.query.weeks, 12, 26), config.storeTimeoutMs),
  );
}
