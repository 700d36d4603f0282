// The search indexer for the sharded backend (HIREGEN_SEARCH_BACKEND=sphinx): the one process
// that listens to whole Firestore collections (services/search/firestore-sync.ts, the same change
// feed the embedded engine uses) and writes every change into searchd's shards. The api
// instances then only query searchd: no listeners, no corpus in their heap. Run one (two would
// write the same documents twice, harmlessly but for nothing):
//
//   HIREGEN_SPHINX_PORT=9306 METADATA_SERVER_DETECTION=none npx tsx api/src/indexer.ts
//
// After every collection's first snapshot (the full rebuild), documents not re-sent were deleted
// while the indexer was down, and are swept.
import { ConfigError, loadConfig } from './config';
import { createFirebaseServices } from './firebase';
import { sphinxAddressOf, sphinxIndexes } from './services/search/search-backend';
import { FirestoreSearchSync } from './services/search/firestore-sync';

const READY_TIMEOUT_MS = 10 * 60_000;

async function main() {
  const config = loadConfig();
  const firebase = createFirebaseServices(config);
  const address = sphinxAddressOf(process.env);
  const generation = Date.now();
  const log = {
    info: (details: object, message: string) => console.log(JSON.stringify({ level: 'info', msg: message, ...details })),
    warn: (details: object, message: string) => console.warn(JSON.stringify({ level: 'warn', msg: message, ...details })),
  };
  const indexes = sphinxIndexes(address, { generation, onError: (error) => log.warn({ err: error.message }, 'searchd write failed; retrying') });
  const sync = new FirestoreSearchSync(firebase.firestore, indexes.jobs, indexes.candidates, log);
  sync.start();
  log.info({ ...address }, 'indexing Firestore into searchd');
  if (await sync.whenReady(READY_TIMEOUT_MS)) {
    const swept = (await indexes.jobs.sweepOlderThan(generation)) + (await indexes.candidates.sweepOlderThan(generation));
    log.info({ ms: Date.now() - generation, swept }, 'rebuild complete; following changes');
  }

  const shutdown = () => {
    sync.stop();
    void indexes.close().then(() => firebase.close()).then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
