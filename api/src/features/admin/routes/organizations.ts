// /api/admin/organizations: every organisation with member, job and applicant counts; one
// organisation's members and jobs; suspend and restore (`organizations/{orgId}.suspendedAt`).
import type { FastifyInstance } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A } from 'shared-schemas';
import { listOrganizations, organizationDetail, setSuspended } from '../service/organizations';
import { adminRoute } from './route-options';
import { idParams, pageSize, type RouteSchema } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';
import { typed } from '../../../plugins/typed-routes';

export async function adminOrganizationRoutes(fastify: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const app = typed(fastify);
  const route = <const S extends RouteSchema>(schema: S) => adminRoute(config, schema);
  app.get(
    '/api/admin/organizations',
    route({
      summary: 'Organisations, newest first, with members, jobs and applicants counted',
      querystring: { type: 'object', properties: { limit: { type: 'string', pattern: '^[0-9]{1,4}$' } }, additionalProperties: false },
      response: { 200: A.organizations },
    }),
    async (request) => {
      const { limit } = request.query;
      return { organizations: await listOrganizations(firebase.firestore, pageSize(limit, 100, 200), config.storeTimeoutMs) };
    },
  );
  app.get(
    '/api/admin/organizations/:orgId',
    route({
      summary: 'One organisation: its members (name, email, role) and jobs (title, status, applicants)',
      params: idParams('orgId'),
      response: { 200: A.organization },
    }),
    async (request) => organizationDetail(firebase.firestore, firebase.auth, request.params.orgId, config.storeTimeoutMs),
  );
  for (const [verb, suspended] of [
    ['suspend', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/admin/organizations/:orgId/${verb}`,
      route({
        summary: suspended ? 'Suspend an organisation: its members lose organisation access' : 'Restore a suspended organisation',
        params: idParams('orgId'),
        response: { 200: A.suspension },
      }),
      async (request) => setSuspended(firebase.firestore, request.account!.uid, request.params.orgId, suspended, config.storeTimeoutMs),
    );
  }
}
