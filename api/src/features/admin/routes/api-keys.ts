// /api/admin/api-keys: every organisation's HireGen API keys (never their hashes), revocation and
// per-day usage. HR members manage their own organisation's keys at /api/keys (features/keys/routes/api-keys.ts).
import type { FastifyInstance } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A, KEY_ANSWER_SCHEMAS as K } from 'shared-schemas';
import { getApiKey, keyUsage, listApiKeys, revokeApiKey } from '../../keys/service/api-keys';
import { writeAudit } from '../../../platform/audit-log';
import { organizationNames } from '../service/organizations';
import { withStoreDeadline } from '../../../platform/errors';
import { adminRoute } from './route-options';
import { idParams, pageSize, type RouteSchema } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';
import { typed } from '../../../plugins/typed-routes';

export async function adminApiKeyRoutes(fastify: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const app = typed(fastify);
  const { firestore } = firebase;
  const route = <const S extends RouteSchema>(schema: S) => adminRoute(config, schema);
  app.get(
    '/api/admin/api-keys',
    route({
      summary: 'Every HireGen API key, newest first (prefix, owner, organisation, state)',
      querystring: { type: 'object', properties: { orgId: { type: 'string', maxLength: 128 } }, additionalProperties: false },
      response: { 200: A.apiKeys },
    }),
    async (request) => {
      const { orgId } = request.query;
      const keys = await listApiKeys(firestore, { orgId: orgId || undefined }, config.storeTimeoutMs);
      const names = await organizationNames(
        firestore,
        keys.flatMap((key) => (key.orgId ? [key.orgId] : [])),
        config.storeTimeoutMs,
      );
      return { keys: keys.map((key) => ({ ...key, orgName: key.orgId ? (names.get(key.orgId) ?? null) : null })) };
    },
  );
  app.post(
    '/api/admin/api-keys/:id/revoke',
    route({ summary: 'Revoke any API key (refused by /api/v1 within seconds)', params: idParams('id'), response: { 200: K.revoke } }),
    async (request) => {
      const { id } = request.params;
      const { view, changed } = await revokeApiKey(firestore, id, request.account!.uid, config.storeTimeoutMs);
      if (changed) {
        await withStoreDeadline(
          writeAudit(firestore, {
            actorUid: request.account!.uid,
            action: 'apiKey.revoke',
            target: `apiKey:${id}`,
            details: { prefix: view.prefix, orgId: view.orgId },
          }),
          config.storeTimeoutMs,
        );
      }
      return { apiKey: view, changed };
    },
  );
  app.get(
    '/api/admin/api-keys/:id/usage',
    route({
      summary: 'Requests and errors of one key per UTC day',
      params: idParams('id'),
      querystring: { type: 'object', properties: { days: { type: 'string', pattern: '^[0-9]{1,3}$' } }, additionalProperties: false },
      response: { 200: K.usage },
    }),
    async (request) => {
      const { id } = request.params;
      const days = pageSize(request.query.days, 30, 90);
      const apiKey = await getApiKey(firestore, id, config.storeTimeoutMs);
      return { apiKey, usage: await keyUsage(firestore, id, days, config.storeTimeoutMs) };
    },
  );
}
