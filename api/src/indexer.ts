// The search indexer for the sharded backend (HIREGEN_SEARCH_BACKEND=sphinx): the one process
// that listens to whole Firestore collections and writes every change into searchd's shards
// (features/search/service/indexer.ts). The api instances then only query searchd: no listeners, no
// corpus in their heap. Run one (a second would write the same documents again, for nothing):
//
//   HIREGEN_SPHINX_PORT=9306 METADATA_SERVER_DETECTION=none npm run indexer -w api
import { ConfigError, loadConfig } from './config';
import { createFirebaseServices } from './firebase';
import { startIndexer } from './features/search/service/indexer';
import { sphinxAddressOf } from './features/search/service/search-backend';

async function main() {
  const config = loadConfig();
  const firebase = createFirebaseServices(config);
  const address = sphinxAddressOf(process.env);
  const log = {
    info: (details: object, message: string) => console.log(JSON.stringify({ level: 'info', msg: message, ...details })),
    warn: (details: object, message: string) => console.warn(JSON.stringify({ level: 'warn', msg: message, ...details })),
  };
  log.info({ ...address }, 'indexing Firestore into searchd');
  const indexer = startIndexer(firebase.firestore, address, log);
  const shutdown = () => {
    void indexer
      .stop()
      .then(() => firebase.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await indexer.ready;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
