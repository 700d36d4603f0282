// The indexer's work, apart from its process (src/indexer.ts) so tests can run it: Firestore's
// change feed (FirestoreSearchSync, as the embedded engine uses it) written into searchd. Every
// write carries this run's generation; once each collection's first snapshot (the full rebuild)
// is in, what was not re-sent was deleted while no indexer ran, and is swept.
import type { Firestore } from 'firebase-admin/firestore';
import { FirestoreSearchSync } from './firestore-sync';
import { sphinxIndexes, type SphinxAddress } from './search-backend';

export interface IndexerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Indexer {
  /** Resolves once the rebuild is in searchd and swept (false: not within the timeout). */
  ready: Promise<boolean>;
  stop(): Promise<void>;
}

export function startIndexer(firestore: Firestore, address: SphinxAddress, log: IndexerLog, readyTimeoutMs = 10 * 60_000): Indexer {
  const generation = Date.now();
  const indexes = sphinxIndexes(address, { generation, onError: (error) => log.warn({ err: error.message }, 'searchd write failed; retrying') });
  const sync = new FirestoreSearchSync(firestore, indexes.jobs, indexes.candidates, log);
  sync.start();
  const ready = sync.whenReady(readyTimeoutMs).then(async (complete) => {
    if (!complete) return false;
    const swept = (await indexes.jobs.sweepOlderThan(generation)) + (await indexes.candidates.sweepOlderThan(generation));
    log.info({ ms: Date.now() - generation, swept }, 'search rebuild complete; following changes');
    return true;
  });
  let stopped: Promise<void> | null = null;
  return {
    ready,
    stop: () => {
      sync.stop();
      stopped ??= indexes.close();
      return stopped;
    },
  };
}
