// Starts the api: config from the environment, Firestore warmed up, listen on HOST:PORT; on
// SIGTERM/SIGINT stop accepting, finish in-flight requests, close Firebase, exit (forced after 10 s).
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createFirebaseServices } from './firebase';
import { migrateApiKeySecrets } from './features/keys/service/api-keys';
import { migrateLocalBlobs } from './platform/blobs/blob-migration';
import { blobStoreFromEnv } from './platform/blobs/blob-store-from-env';
import { CloudStorageBlobStore } from './platform/blobs/cloud-storage-blob-store';
import { withStoreDeadline } from './platform/errors';
import { migrateInterviewRubrics } from './features/interviews/service/interviews';

const SHUTDOWN_GRACE_MS = 10_000;
const WARM_UP_TIMEOUT_MS = 20_000;

async function main() {
  const config = loadConfig();
  const firebase = createFirebaseServices(config);
  const blobs = blobStoreFromEnv(process.env, config.projectId);
  const app = await buildApp({ config, firebase, blobs });
  app.addHook('onClose', async () => blobs.close?.());

  // The first Firestore call loads the gRPC client (seconds of CPU on a busy machine): pay it
  // before taking traffic, so the first contact message does not time out. If Firestore is
  // down we still start; /readyz reports it and writes answer 503.
  const warmUpStarted = Date.now();
  try {
    await withStoreDeadline(firebase.firestore.collection('_readiness').doc('probe').get(), WARM_UP_TIMEOUT_MS);
    app.log.info({ ms: Date.now() - warmUpStarted }, 'Firestore reachable');
  } catch {
    app.log.warn({ ms: Date.now() - warmUpStarted }, 'Firestore not reachable at start; /readyz will say so');
  }
  // Documents written before their secrets moved out of what their readers can see: API key
  // hashes (the key check also moves one it meets) and interview rubrics (the candidate reads the
  // interview). Idempotent; a failure only delays them to the next start.
  try {
    const moved = await migrateApiKeySecrets(firebase.firestore, WARM_UP_TIMEOUT_MS);
    if (moved) app.log.info({ moved }, 'API key hashes moved to apiKeySecrets');
    const rubrics = await migrateInterviewRubrics(firebase.firestore, WARM_UP_TIMEOUT_MS);
    if (rubrics) app.log.info({ interviews: rubrics }, 'interview rubrics moved to staff/rubric');
  } catch (error) {
    app.log.warn({ err: error }, 'API key hashes or interview rubrics not moved at start; the next start retries');
  }

  // Original files the api kept on its own disk before Cloud Storage (HIREGEN_LEGACY_BLOB_DIR:
  // `.firebase-blobs/` under `npm start`): into the bucket before the first request asks for one.
  const legacyBlobs = process.env.HIREGEN_LEGACY_BLOB_DIR?.trim();
  if (legacyBlobs && blobs instanceof CloudStorageBlobStore) {
    try {
      const moved = await migrateLocalBlobs(legacyBlobs, blobs);
      if (moved) app.log.info({ files: moved }, 'original files moved from the local folder to Cloud Storage');
    } catch (error) {
      app.log.warn({ err: error }, 'original files not moved to Cloud Storage at start; the next start retries');
    }
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Keep-alive connections that go idle once their last request has answered would hold the
    // server open until they time out: close them as they go idle.
    const sweepIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    // app.close() resolves once the server has stopped and in-flight requests have answered;
    // only then is Firestore closed, so no accepted write is cut off.
    app
      .close()
      .then(() => clearInterval(sweepIdle))
      .then(() => firebase.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
