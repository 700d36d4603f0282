// Builds the HireGen api without listening: server.ts listens, tests call `app.inject`.
// One plugin per concern, in the order a request meets them.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { loadConfig, type ApiConfig } from './config';
import { createFirebaseServices, type FirebaseServices } from './firebase';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { forwardedHeadersPlugin } from './plugins/forwarded-headers';
import { BODY_LIMIT_BYTES, describeSchemaErrors, errorsPlugin } from './plugins/errors';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { requestIdFor } from './plugins/request-ids';
import { securityHeadersPlugin } from './plugins/security-headers';
import type { BlobStore } from './platform/blobs/blob-store';
import { blobStoreFromEnv } from './platform/blobs/blob-store-from-env';
import { GenaiEngine } from './features/genai/service/genai-engine';
import { ingestConcurrencyFromEnv, queueFromEnv, requeueSweepFromEnv } from './features/uploads/service/queue-from-env';
import { startRequeueSweep } from './features/uploads/service/requeue';
import type { IngestQueue } from './features/uploads/service/queue';
import { ingestConsumer } from './features/uploads/service/ingest-worker';
import { loadV1Limits } from './features/genai/service/v1-limits';
import { adminRoutes } from './features/admin/routes/admin';
import { apiKeyRoutes } from './features/keys/routes/api-keys';
import { candidateAccountRoutes } from './features/account/routes/candidate-account';
import { contactRoutes } from './features/contact/routes/contact';
import { coverLetterRoutes } from './features/cover-letters/routes/cover-letters';
import { resumeShareRoutes } from './features/share/routes/resume-share';
import { healthRoutes } from './features/health/routes/health';
import { interviewRoutes } from './features/interviews/routes/interviews';
import { messageRoutes } from './features/messages/routes/messages';
import { scheduleRoutes } from './features/schedules/routes/schedules';
import { hiringRoutes } from './features/hiring/routes/hiring';
import { uploadRoutes } from './features/uploads/routes/uploads';
import { errorMessageSchema } from './platform/message-schema';
import { platformRegistryRoutes } from './features/registry/routes/platform-registry';
import { roleRoutes } from './features/auth/routes/roles';
import { searchRoutes } from './features/search/routes/search';
import { hiregenApiV1 } from './features/genai/routes/hiregen-api-v1';

export interface BuildAppOptions {
  config?: ApiConfig;
  /** Defaults to a firebase-admin app for `config.projectId`; closed with the api. */
  firebase?: FirebaseServices;
  /** Original files; defaults to blobStoreFromEnv's store, closed with the api. */
  blobs?: BlobStore;
  /** Where uploads are queued for ingestion; defaults to queueFromEnv's (in-process, or Pub/Sub), closed with the api. */
  ingestQueue?: IngestQueue;
  /** Fastify's logger option; false in tests. */
  logger?: FastifyServerOptions['logger'];
}

/** Log lines never carry personal data: no IPs, headers, query strings or bodies. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: {
      req: (request: { id?: string; method?: string; url?: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url?.split('?')[0],
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const firebase = options.firebase ?? createFirebaseServices(config);
  const blobs = options.blobs ?? blobStoreFromEnv(process.env, config.projectId);

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: (request: IncomingMessage) => requestIdFor(request),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Types are checked, never coerced: `{ "name": 5 }` is an error, not "5".
    ajv: { customOptions: { coerceTypes: false, allErrors: false, removeAdditional: false } },
    schemaErrorFormatter: describeSchemaErrors,
    return503OnClosing: true,
    // The socket side of the timeout policy (config.ts, README "Timeout policy"): a request must
    // arrive whole within requestTimeoutMs (slow uploads get 408), checked every second.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
  });

  // The `{ message }` error body, declared once; route response schemas `$ref` it.
  app.addSchema(errorMessageSchema);
  await app.register(errorsPlugin);
  await app.register(forwardedHeadersPlugin, { secret: config.trustProxySecret });
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(authPlugin, { auth: firebase.auth, timeoutMs: config.authTimeoutMs });
  if (config.docsEnabled) await app.register(docsPlugin);

  await app.register(healthRoutes, { firestore: firebase.firestore, timeoutMs: config.storeTimeoutMs });
  await app.register(contactRoutes, { firestore: firebase.firestore, config });
  await app.register(roleRoutes, { firebase, config });
  await app.register(interviewRoutes, { firebase, config });
  await app.register(messageRoutes, { firebase, config });
  await app.register(scheduleRoutes, { firebase, config });
  await app.register(candidateAccountRoutes, { firebase, config, blobs });
  await app.register(adminRoutes, { firebase, config, blobs });
  await app.register(apiKeyRoutes, { firebase, config });
  await app.register(platformRegistryRoutes, { firebase, config });
  await app.register(searchRoutes, { firebase, config });
  // The public HireGen API (/api/v1/*): its own multipart, rate limit and engine workers; V1_* from the env.
  // One engine (worker pool) for the whole api: the hiring routes and the HireGen API share it.
  const engine = new GenaiEngine(loadV1Limits(process.env), process.env);
  app.addHook('onClose', () => engine.close());
  // Bulk uploads are queued; with the in-process queue the same worker code runs here (the
  // embedded default), with Pub/Sub the workers are their own processes (src/worker.ts).
  const ingestQueue = options.ingestQueue ?? queueFromEnv(process.env, config.projectId);
  if (ingestQueue.kind === 'in-process') {
    const stopWorker = await ingestQueue.consume(ingestConsumer({ firestore: firebase.firestore, storeTimeoutMs: config.storeTimeoutMs, engine, blobs }), {
      concurrency: ingestConcurrencyFromEnv(process.env),
    });
    app.addHook('onClose', stopWorker);
    // Files a restart left queued (their messages died with the old process) are queued again.
    const sweep = requeueSweepFromEnv(process.env);
    if (sweep)
      app.addHook(
        'onClose',
        startRequeueSweep(
          { firestore: firebase.firestore, storeTimeoutMs: config.storeTimeoutMs, blobs, queue: ingestQueue },
          { ...sweep, log: (message) => app.log.warn(message) },
        ),
      );
  }
  if (!options.ingestQueue) app.addHook('onClose', () => ingestQueue.close());
  await app.register(uploadRoutes, { firebase, config, engine, blobs, ingestQueue });
  await app.register(hiringRoutes, {
    firebase,
    config,
    engine,
    blobs,
    publicUrl: process.env.HIREGEN_PUBLIC_URL?.trim().replace(/\/$/, '') || 'http://localhost:3000',
  });
  await app.register(coverLetterRoutes, { firebase, config, engine });
  await app.register(resumeShareRoutes, { firebase, config, engine });
  await app.register(hiregenApiV1, { firestore: firebase.firestore, storeTimeoutMs: config.storeTimeoutMs, engine });

  // Closed only when buildApp made it; server.ts passes its own and closes it after the server.
  if (!options.firebase) app.addHook('onClose', () => firebase.close());
  if (!options.blobs) app.addHook('onClose', async () => blobs.close?.());
  if (config.ipHashSaltIsRandom && !config.authEmulatorHost) {
    app.log.warn("CONTACT_IP_SALT is not set: IP hashes change on every restart, and each api instance counts a public link's visitor again.");
  }
  if (config.registryReportSecretIsRandom && !config.authEmulatorHost) {
    app.log.warn('REGISTRY_REPORT_SECRET is not set: remote registry report tokens are refused by other api instances and after a restart.');
  }
  return app;
}
