// /api/platform/registry: the remote registry with history (issue 28). Admins list every remote's
// versions, shares and failure rates, release, roll back to any earlier version, and start, stop
// or promote a canary; a team's CI releases its own remote with an API key scoped
// `remote:<name>` (`npm run release`). Every change names the version it expects (compare-and-set:
// a stale one is refused with 409). The shell asks /resolve which entry each released remote has
// for its session and reports load and render failures to /reports; a failing canary rolls back
// by itself (features/registry/service/canary-health.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CANARY_GUARD,
  REGISTRY_ANSWER_SCHEMAS as A,
  REGISTRY_REPORT_KINDS,
  REGISTRY_REPORT_MAX,
  type RegistryRemoteView,
  type RegistryTarget,
} from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { ApiKeyVerifier, cleanKeyName, createApiKey, loadApiKeySettings } from '../../keys/service/api-keys';
import { writeAudit } from '../../../platform/audit-log';
import { HttpError, withStoreDeadline } from '../../../platform/errors';
import { CanaryHealth, versionHealth, type CanaryGuard } from '../service/canary-health';
import { checkReleaseCompatibility, shellSharedFrom } from '../service/release-compatibility';
import { RESOLVE_CACHE_MS, RemoteRegistryStore, type RegistryActor } from '../service/registry-history';
import { ReportTokens } from '../service/report-tokens';
import { messageSchema } from '../../../platform/message-schema';
import { signedInRoute, type RouteSchema } from '../../../platform/route-options';
import { apiKeyHeader } from '../../keys/schemas/api-key-header';
import { typed } from '../../../plugins/typed-routes';

// A release's answer, and 422 for a build the shell's shared singletons refuse (signedInRoute adds the other errors).
const releaseResponses = { 201: A.change, 422: messageSchema } as const;

export interface PlatformRegistryOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'apiRateLimit' | 'storeTimeoutMs' | 'registryReportSecret'>;
  /** Tests shorten the flush and loosen the guard; defaults: CANARY_GUARD. */
  guard?: Partial<CanaryGuard & { flushMs: number }>;
  env?: Record<string, string | undefined>;
}

const REMOTE_NAME = '^[A-Za-z_][A-Za-z0-9_]{0,99}$';
const url = { type: 'string', minLength: 8, maxLength: 200, pattern: '^https?://' } as const;
const why = { type: 'string', minLength: 1, maxLength: 300, description: 'Why: shown in the history' } as const;
const expectedVersion = { type: 'integer', minimum: 0, maximum: 1_000_000, description: 'The head version this change is based on (compare-and-set)' } as const;
const remoteParams = { type: 'object', required: ['remote'], properties: { remote: { type: 'string', pattern: REMOTE_NAME } } } as const;
const changeBody = <const E extends object, const R extends readonly string[]>(extra: E, required: R) =>
  ({ type: 'object', required: ['expectedVersion', 'why', ...required], additionalProperties: false, properties: { expectedVersion, why, ...extra } }) as const;

/** A URL the body names, parsed: http(s) only (the shell applies its own origin policy on top). */
function checkUrl(value: string, field: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new HttpError(400, `"${field}" is not a URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new HttpError(400, `"${field}" must be an http(s) URL.`);
  return parsed.href;
}

function releaseTarget(body: { entry: string; fallbackEntries?: string[]; manifest?: string }): RegistryTarget {
  return {
    entry: checkUrl(body.entry, 'entry'),
    ...(body.fallbackEntries?.length ? { fallbackEntries: body.fallbackEntries.map((entry, i) => checkUrl(entry, `fallbackEntries[${i}]`)) } : {}),
    ...(body.manifest ? { manifest: checkUrl(body.manifest, 'manifest') } : {}),
  };
}

export async function platformRegistryRoutes(fastify: FastifyInstance, { firebase, config, guard, env }: PlatformRegistryOptions) {
  const app = typed(fastify);
  const { firestore } = firebase;
  const vars = env ?? process.env;
  const store = new RemoteRegistryStore(firestore, config.storeTimeoutMs, Number(vars.REGISTRY_RESOLVE_CACHE_MS ?? RESOLVE_CACHE_MS));
  const fullGuard = { ...CANARY_GUARD, ...(vars.REGISTRY_REPORT_FLUSH_MS ? { flushMs: Number(vars.REGISTRY_REPORT_FLUSH_MS) } : {}), ...guard };
  const health = new CanaryHealth(firestore, store, fullGuard, config.storeTimeoutMs, fullGuard.flushMs, (error) =>
    app.log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'remote registry health could not be written'),
  );
  app.addHook('onClose', () => health.close());
  const tokens = new ReportTokens(config.registryReportSecret);
  const compatibility = { publicUrl: vars.HIREGEN_PUBLIC_URL?.trim() || 'http://localhost:3000', shellShared: shellSharedFrom(vars) };
  const keySettings = loadApiKeySettings(vars);
  const verifier = new ApiKeyVerifier(firestore, keySettings, config.storeTimeoutMs);
  const route = <const S extends RouteSchema>(schema: S) => signedInRoute(config, schema, 'remote registry');
  const admin = [app.authenticate, app.requireRole('Admin')];

  const adminActor = (request: FastifyRequest): RegistryActor => {
    const account = request.account!;
    return { by: account.uid, byName: account.name ?? account.email ?? account.uid };
  };
  const audit = (actor: RegistryActor, action: string, remote: string, details: Record<string, unknown>) =>
    actor.by.startsWith('apiKey:') || actor.by === 'auto'
      ? Promise.resolve()
      : withStoreDeadline(
          writeAudit(firestore, { actorUid: actor.by, action: `registry.${action}`, target: `remote:${remote}`, details }),
          config.storeTimeoutMs,
        ).then(() => undefined);

  /** An Admin, or (releases only) an API key scoped to this remote. */
  async function releaser(request: FastifyRequest, reply: FastifyReply, remote: string): Promise<RegistryActor> {
    const raw = apiKeyHeader(request);
    if (!raw) {
      await app.authenticate(request, reply);
      await app.requireRole('Admin')(request, reply);
      return adminActor(request);
    }
    const verdict = await verifier.verify(raw);
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
    if (!verdict.key.scopes.includes(`remote:${remote}`)) {
      throw new HttpError(403, `This API key may not release ${remote}: it needs the scope remote:${remote} (an Admin creates one in the registry view).`);
    }
    return { by: `apiKey:${verdict.key.id}`, byName: `release key ${verdict.key.id.slice(0, 6)}` };
  }

  app.get(
    '/api/platform/registry',
    {
      ...route({
        summary: "Every remote in the registry: its head, its versions newest first, and each version's loads and failures over the canary window",
        response: { 200: A.list },
      }),
      onRequest: admin,
    },
    async () => {
      const heads = await store.allHeads(true);
      const remotes: RegistryRemoteView[] = await Promise.all(
        heads.map(async (head) => ({
          head,
          versions: await store.history(head.remote),
          health: await versionHealth(firestore, head.remote, fullGuard.windowMs, Date.now(), config.storeTimeoutMs),
        })),
      );
      return { remotes, guard: { windowMs: fullGuard.windowMs, minLoads: fullGuard.minLoads, failureRate: fullGuard.failureRate } };
    },
  );

  app.get(
    '/api/platform/registry/resolve',
    {
      config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
      schema: {
        tags: ['remote registry'],
        summary:
          "The entry each released remote has for this session (public; sid: the signed-in uid or the browser's anonymous id, for a sticky canary share)",
        querystring: { type: 'object', properties: { sid: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' } }, additionalProperties: false },
        response: { 200: A.resolve },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { remotes: await store.resolve(request.query.sid ?? null, (remote, version, sid) => tokens.issue(remote, version, sid)) };
    },
  );

  app.post(
    '/api/platform/registry/reports',
    {
      config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
      schema: {
        tags: ['remote registry'],
        summary:
          'A shell reports remote loads and failures per version (public, batched by the shell). Each event carries the token /resolve gave this session for that remote and version: a report with a missing, forged, expired or mismatched token is refused whole (403) and nothing counted; a token counts one load and one failure at most; events for unknown remotes or versions are ignored',
        body: {
          type: 'object',
          required: ['events'],
          additionalProperties: false,
          properties: {
            events: {
              type: 'array',
              minItems: 1,
              maxItems: REGISTRY_REPORT_MAX,
              items: {
                type: 'object',
                required: ['remote', 'version', 'kind'],
                additionalProperties: false,
                properties: {
                  remote: { type: 'string', pattern: REMOTE_NAME },
                  version: { type: 'integer', minimum: 1, maximum: 1_000_000 },
                  kind: { enum: [...REGISTRY_REPORT_KINDS] },
                  token: { type: 'string', minLength: 1, maxLength: 300, description: 'The token /resolve gave this session for this remote and version' },
                },
              },
            },
          },
        },
        response: { 202: A.report },
      },
    },
    async (request, reply) => {
      const counted = await health.record(tokens.admit(request.body.events));
      return reply.code(202).send({ counted });
    },
  );

  app.get(
    '/api/platform/registry/:remote',
    route({
      summary: "One remote's head (null before its first release) and its last 10 versions (Admin, or an API key scoped remote:<name>)",
      params: remoteParams,
      response: { 200: A.remote },
    }),
    async (request, reply) => {
      await releaser(request, reply, request.params.remote);
      const { remote } = request.params;
      return { head: await store.head(remote), versions: (await store.history(remote)).slice(0, 10) };
    },
  );

  app.post(
    '/api/platform/registry/:remote/releases',
    {
      ...route({
        summary: 'Release a remote: a new entry for everyone, or with canaryPercent for that share of sessions (Admin, or an API key scoped remote:<name>)',
        description:
          "Its mf-manifest.json (`manifest`, else the one beside the entry) is checked against the shell's shared singletons first: an incompatible build is refused with 422 and the reason, and no version is written. A named manifest that cannot be read is refused too; an entry with no readable manifest beside it is released unchecked, and `compatibility` says so (api/README.md).",
        params: remoteParams,
        response: releaseResponses,
        body: changeBody(
          {
            entry: url,
            fallbackEntries: { type: 'array', maxItems: 3, items: url },
            manifest: { ...url, description: "The build's mf-manifest.json, when published" },
            canaryPercent: { type: 'integer', minimum: 1, maximum: 99 },
          },
          ['entry'],
        ),
      }),
    },
    async (request, reply) => {
      const actor = await releaser(request, reply, request.params.remote);
      const { remote } = request.params;
      const { body } = request;
      const target = releaseTarget(body);
      const checked = await checkReleaseCompatibility(remote, target, compatibility);
      const result = await store.release(remote, { expectedVersion: body.expectedVersion, why: body.why, target, canaryPercent: body.canaryPercent }, actor);
      await audit(actor, result.version.action, remote, { version: result.version.version, entry: result.version.entry });
      return reply.code(201).send({ ...result, compatibility: checked });
    },
  );

  app.post(
    '/api/platform/registry/:remote/rollback',
    {
      ...route({
        summary: "Everyone back on an earlier version's entry, recorded as a new version (any canary ends)",
        params: remoteParams,
        body: changeBody({ toVersion: { type: 'integer', minimum: 1, maximum: 1_000_000 } }, ['toVersion']),
        response: { 201: A.change },
      }),
      onRequest: admin,
    },
    async (request, reply) => {
      const { remote } = request.params;
      const { body } = request;
      const actor = adminActor(request);
      const result = await store.rollback(remote, body, actor);
      await audit(actor, 'rollback', remote, { version: result.version.version, to: body.toVersion });
      return reply.code(201).send(result);
    },
  );

  for (const [path, action] of [
    ['canary/stop', 'canary-stop'],
    ['canary/promote', 'promote'],
  ] as const) {
    app.post(
      `/api/platform/registry/:remote/${path}`,
      {
        ...route({
          summary: action === 'promote' ? "The running canary's entry for everyone" : 'End the running canary: everyone on the stable entry',
          params: remoteParams,
          body: changeBody({}, []),
          response: { 201: A.change },
        }),
        onRequest: admin,
      },
      async (request, reply) => {
        const { remote } = request.params;
        const { body } = request;
        const actor = adminActor(request);
        const result = action === 'promote' ? await store.promote(remote, body, actor) : await store.stopCanary(remote, body, actor);
        await audit(actor, action, remote, { version: result.version.version });
        return reply.code(201).send(result);
      },
    );
  }

  app.post(
    '/api/platform/registry/:remote/keys',
    {
      ...route({
        summary: "An API key scoped remote:<name>, for the team's CI to release that remote only (shown once)",
        params: remoteParams,
        body: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', maxLength: 100 } } },
        response: { 201: A.key },
      }),
      onRequest: admin,
    },
    async (request, reply) => {
      const { remote } = request.params;
      const name = cleanKeyName(request.body.name);
      const { key, view } = await createApiKey(
        firestore,
        { ownerUid: request.account!.uid, orgId: null, name, quota: keySettings.dailyQuota, scopes: [`remote:${remote}`] },
        config.storeTimeoutMs,
      );
      await audit(adminActor(request), 'key', remote, { prefix: view.prefix });
      return reply.code(201).send({ key, apiKey: view });
    },
  );
}
