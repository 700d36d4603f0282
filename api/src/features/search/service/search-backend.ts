// Which engine answers searches: HIREGEN_SEARCH_BACKEND=memory (the default: an embedded index
// per api process, fed by its own Firestore listeners) or sphinx (searchd over SphinxQL at
// HIREGEN_SPHINX_HOST:HIREGEN_SPHINX_PORT, fed by the one indexer process, src/indexer.ts; the
// api then runs no whole-collection listeners and holds no corpus).
import type { Firestore } from 'firebase-admin/firestore';
import { SearchService } from './search-service';
import { SphinxSearchIndex } from './sphinx-index';

export type SearchBackend = 'memory' | 'sphinx';

export interface SphinxAddress {
  host: string;
  port: number;
}

export function searchBackendOf(env: NodeJS.ProcessEnv): SearchBackend {
  const value = env.HIREGEN_SEARCH_BACKEND?.trim() || 'memory';
  if (value !== 'memory' && value !== 'sphinx') throw new Error(`HIREGEN_SEARCH_BACKEND must be memory or sphinx, not "${value}"`);
  return value;
}

export function sphinxAddressOf(env: NodeJS.ProcessEnv): SphinxAddress {
  const port = Number(env.HIREGEN_SPHINX_PORT ?? 9306);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`HIREGEN_SPHINX_PORT must be a port number, not "${env.HIREGEN_SPHINX_PORT}"`);
  return { host: env.HIREGEN_SPHINX_HOST?.trim() || '127.0.0.1', port };
}

/** The jobs and candidates indexes in searchd (both sets of shards). */
export function sphinxIndexes(address: SphinxAddress, options: { onError?: (error: Error) => void; generation?: number } = {}) {
  const jobs = new SphinxSearchIndex({ ...address, ...options, kind: 'jobs' });
  const candidates = new SphinxSearchIndex({ ...address, ...options, kind: 'candidates' });
  return {
    jobs,
    candidates,
    close: async () => {
      await Promise.all([jobs.close(), candidates.close()]);
    },
  };
}

export function searchServiceFor(firestore: Firestore, env: NodeJS.ProcessEnv): SearchService {
  if (searchBackendOf(env) === 'memory') return new SearchService(firestore);
  return new SearchService(firestore, { ...sphinxIndexes(sphinxAddressOf(env)), external: true });
}
