// The engines the conformance suite runs against, each behind one factory: the embedded index,
// and Sphinx (searchd started here, two real-time shards + a distributed index). Without
// `searchd` the Sphinx half is skipped with the reason printed — except under CI=true, where a
// missing engine fails the run (.ci/run installs Debian's sphinxsearch).
import { searchdMissing, startSearchd, type Searchd } from '../../../../scripts/searchd';
import { MemorySearchIndex } from '../../../../src/features/search/service/memory-index';
import type { SearchIndex } from '../../../../src/features/search/service/search-index';
import { sphinxIndexes } from '../../../../src/features/search/service/search-backend';
import { freePort } from '../../../support/free-port';

export interface Engine {
  jobs: SearchIndex;
  candidates: SearchIndex;
  stop(): Promise<void>;
}

export interface Backend {
  name: string;
  /** Why it cannot run here (null: it can). */
  unavailable(): string | null;
  start(): Promise<Engine>;
}

export const BACKENDS: Backend[] = [
  {
    name: 'memory',
    unavailable: () => null,
    start: async () => ({ jobs: new MemorySearchIndex(), candidates: new MemorySearchIndex(), stop: async () => {} }),
  },
  {
    name: 'sphinx (2 shards)',
    unavailable: searchdMissing,
    start: async () => {
      const port = Number(process.env.HIREGEN_TEST_SPHINX_PORT) || (await freePort());
      const searchd: Searchd = await startSearchd({ port });
      const indexes = sphinxIndexes(
        { host: searchd.host, port },
        {
          onError: (error) => {
            throw error;
          },
        },
      );
      return {
        jobs: indexes.jobs,
        candidates: indexes.candidates,
        stop: async () => {
          await indexes.close();
          await searchd.stop();
        },
      };
    },
  },
];
