// /api/keys: an HR member's organisation's HireGen API keys. Create (the key is answered once and
// stored only hashed), list (prefix, never the hash), revoke, usage per day. Verified HR members
// of an active (not suspended) organisation only; every change writes an audit entry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KEY_ANSWER_SCHEMAS as K } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { assertOrganizationActive } from '../../admin/service/organizations';
import { cleanKeyName, createApiKey, getApiKey, keyUsage, listApiKeys, loadApiKeySettings, revokeApiKey, KEY_NAME_MAX } from '../service/api-keys';
import { writeAudit } from '../../../platform/audit-log';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { idParams, pageSize, signedInRoute, type RouteSchema } from '../../../platform/route-options';
import { typed } from '../../../plugins/typed-routes';

interface ApiKeyRoutesOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'apiRateLimit' | 'storeTimeoutMs'>;
  env?: Record<string, string | undefined>;
}

export async function apiKeyRoutes(fastify: FastifyInstance, { firebase, config, env }: ApiKeyRoutesOptions) {
  const app = typed(fastify);
  const { firestore } = firebase;
  const { dailyQuota } = loadApiKeySettings(env ?? process.env);
  const route = <const S extends RouteSchema>(schema: S) => signedInRoute(config, schema, 'api keys');
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('HR'));

  /** The caller's organisation, when they may manage its keys. */
  async function organizationOf(request: FastifyRequest): Promise<string> {
    const account = request.account!;
    if (!account.orgId) throw new HttpError(403, 'Join or create an organisation first: API keys belong to an organisation.');
    if (!account.emailVerified) throw new HttpError(403, 'Verify your email address first: organisation data needs a verified email.');
    await assertOrganizationActive(firestore, account.orgId, config.storeTimeoutMs);
    return account.orgId;
  }

  /** The key, when it belongs to the caller's organisation (404 otherwise: ids are not revealed). */
  async function ownKey(request: FastifyRequest, id: string) {
    const orgId = await organizationOf(request);
    const apiKey = await getApiKey(firestore, id, config.storeTimeoutMs);
    if (apiKey.orgId !== orgId) throw new HttpError(404, 'No API key has this id.');
    return apiKey;
  }

  app.get('/api/keys', route({ summary: "Your organisation's API keys, newest first", response: { 200: K.list } }), async (request) => ({
    keys: await listApiKeys(firestore, { orgId: await organizationOf(request) }, config.storeTimeoutMs),
  }));

  app.post(
    '/api/keys',
    route({
      summary: 'Create an API key for your organisation (the key is shown in this answer only)',
      body: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: KEY_NAME_MAX } }, additionalProperties: false },
      response: { 201: K.create },
    }),
    async (request, reply) => {
      const orgId = await organizationOf(request);
      const name = cleanKeyName(request.body.name);
      const { key, view } = await createApiKey(firestore, { ownerUid: request.account!.uid, orgId, name, quota: dailyQuota }, config.storeTimeoutMs);
      await withStoreDeadline(
        writeAudit(firestore, {
          actorUid: request.account!.uid,
          action: 'apiKey.create',
          target: `apiKey:${view.id}`,
          details: { prefix: view.prefix, orgId },
        }),
        config.storeTimeoutMs,
      );
      return reply.status(201).send({ key, apiKey: view });
    },
  );

  app.post(
    '/api/keys/:id/revoke',
    route({ summary: "Revoke one of your organisation's keys", params: idParams('id'), response: { 200: K.revoke } }),
    async (request) => {
      const apiKey = await ownKey(request, request.params.id);
      const { view, changed } = await revokeApiKey(firestore, apiKey.id, request.account!.uid, config.storeTimeoutMs);
      if (changed) {
        await withStoreDeadline(
          writeAudit(firestore, {
            actorUid: request.account!.uid,
            action: 'apiKey.revoke',
            target: `apiKey:${apiKey.id}`,
            details: { prefix: view.prefix, orgId: view.orgId },
          }),
          config.storeTimeoutMs,
        );
      }
      return { apiKey: view, changed };
    },
  );

  app.get(
    '/api/keys/:id/usage',
    route({
      summary: 'Requests and errors of one key per UTC day (default the last 30 days)',
      params: idParams('id'),
      querystring: { type: 'object', properties: { days: { type: 'string', pattern: '^[0-9]{1,3}$' } }, additionalProperties: false },
      response: { 200: K.usage },
    }),
    async (request) => {
      const apiKey = await ownKey(request, request.params.id);
      const days = pageSize(request.query.days, 30, 90);
      return { apiKey, usage: await keyUsage(firestore, apiKey.id, days, config.storeTimeoutMs) };
    },
  );
}
