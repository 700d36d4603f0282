// An ingestion worker: its own process, pulling uploaded files from the Pub/Sub subscription that
// every worker shares (features/uploads/service/). Run as many as you like; each handles
// HIREGEN_INGEST_CONCURRENCY files at a time. Locally, against the Pub/Sub emulator and the
// same Firestore and Storage emulators as the api:
//
//   HIREGEN_QUEUE=pubsub PUBSUB_EMULATOR_HOST=127.0.0.1:8085 METADATA_SERVER_DETECTION=none npm run worker -w api
//
// In production: a Cloud Run service (or job) running this entry, scaled on the subscription's backlog.
import { ConfigError, loadConfig } from './config';
import { createFirebaseServices } from './firebase';
import { blobStoreFromEnv } from './platform/blobs/blob-store-from-env';
import { GenaiEngine } from './features/genai/service/genai-engine';
import { ingestConcurrencyFromEnv, queueFromEnv, requeueSweepFromEnv } from './features/uploads/service/queue-from-env';
import { startRequeueSweep } from './features/uploads/service/requeue';
import { ingestConsumer } from './features/uploads/service/ingest-worker';
import { loadV1Limits } from './features/genai/service/v1-limits';

async function main() {
  const config = loadConfig();
  const queue = queueFromEnv(process.env, config.projectId);
  if (queue.kind !== 'pubsub')
    throw new ConfigError('A worker process pulls from Pub/Sub: set HIREGEN_QUEUE=pubsub (the in-process queue runs inside the api).');
  const firebase = createFirebaseServices(config);
  const blobs = blobStoreFromEnv(process.env, config.projectId);
  const engine = new GenaiEngine(loadV1Limits(process.env), process.env);
  const concurrency = ingestConcurrencyFromEnv(process.env);
  const stopConsuming = await queue.consume(ingestConsumer({ firestore: firebase.firestore, storeTimeoutMs: config.storeTimeoutMs, engine, blobs }), {
    concurrency,
  });
  // Every worker sweeps for files whose messages the broker lost; the claim is a transaction,
  // so one worker re-publishes a batch once.
  const sweep = requeueSweepFromEnv(process.env);
  const stopSweep = sweep
    ? startRequeueSweep(
        { firestore: firebase.firestore, storeTimeoutMs: config.storeTimeoutMs, blobs, queue },
        { ...sweep, log: (message) => console.log(JSON.stringify({ level: 'warn', msg: message })) },
      )
    : async () => undefined;
  const stop = () => Promise.all([stopSweep(), stopConsuming()]);
  console.log(JSON.stringify({ level: 'info', msg: 'ingestion worker pulling', pid: process.pid, concurrency }));
  const shutdown = () => {
    // In-flight files finish (or are redelivered to another worker when this one is killed).
    void stop()
      .then(() => Promise.all([queue.close(), engine.close(), blobs.close?.()]))
      .then(() => firebase.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
