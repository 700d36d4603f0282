// /api/admin/users: every account with its claims; role and organisation changes, disable and
// enable, deletion. The service (features/admin/service/users.ts) holds the guards and writes the audit.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A, ROLES, parseRole } from 'shared-schemas';
import { changeAccess, deleteAccount, listAccounts, setDisabled, USER_PAGE_MAX, type AdminServices } from '../service/users';
import { HttpError } from '../../../platform/errors';
import { typed } from '../../../plugins/typed-routes';
import { adminRoute } from './route-options';
import { idParams, pageSize, type RouteSchema } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';

export async function adminUserRoutes(fastify: FastifyInstance, { firebase, config, blobs }: AdminRoutesOptions) {
  const app = typed(fastify);
  const services: AdminServices = { auth: firebase.auth, firestore: firebase.firestore, blobs, storeTimeoutMs: config.storeTimeoutMs };
  const route = <const S extends RouteSchema>(schema: S) => adminRoute(config, schema);

  app.get(
    '/api/admin/users',
    route({
      summary: 'List or search accounts with their role, organisation and state',
      description: '`q` matches email, name or uid (case-insensitive); `role` filters by role (`none`: no role yet). Pass `nextPageToken` back as `pageToken`.',
      querystring: {
        type: 'object',
        properties: {
          q: { type: 'string', maxLength: 200 },
          role: { type: 'string', enum: [...ROLES, 'none'] },
          limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          pageToken: { type: 'string', maxLength: 2048 },
        },
        additionalProperties: false,
      },
      response: { 200: A.users },
    }),
    async (request) => {
      const { query } = request;
      return listAccounts(services, { q: query.q, role: query.role, pageSize: pageSize(query.limit, 25, USER_PAGE_MAX), pageToken: query.pageToken });
    },
  );

  app.patch(
    '/api/admin/users/:uid',
    route({
      summary: "Change an account's role and organisation",
      description:
        'HR and Interviewer need `orgId` (kept from the account when left out); Candidate and Admin have none. The account is signed out everywhere when a right is taken away. Refused (409) for your own Admin role and the last Admin.',
      params: idParams('uid'),
      body: {
        type: 'object',
        required: ['role'],
        properties: { role: { type: 'string', maxLength: 32 }, orgId: { type: ['string', 'null'], maxLength: 128 } },
        additionalProperties: false,
      },
      response: { 200: A.access },
    }),
    async (request) => {
      const {
        params: { uid },
        body,
      } = request;
      const role = parseRole(body.role);
      if (!role) throw new HttpError(400, `The "role" field must be one of: ${ROLES.join(', ')}.`);
      return changeAccess(services, request.account!.uid, uid, { role, orgId: body.orgId === '' ? null : body.orgId });
    },
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/admin/users/:uid/${verb}`,
      route({
        summary: disabled ? 'Disable an account and sign it out everywhere' : 'Enable a disabled account',
        params: idParams('uid'),
        response: { 200: A.disabled },
      }),
      async (request) => setDisabled(services, request.account!.uid, request.params.uid, disabled),
    );
  }

  app.delete(
    '/api/admin/users/:uid',
    route({
      summary: 'Delete an account and its personal data',
      description:
        'Resumes, practice sessions and the directory entry are deleted; open applications are withdrawn and their snapshots erased; then the account. An audit entry without personal data remains.',
      params: idParams('uid'),
      response: { 200: A.deleted },
    }),
    async (request) => {
      const { uid } = request.params;
      await deleteAccount(services, request.account!.uid, uid);
      return { deleted: true, uid };
    },
  );
}
