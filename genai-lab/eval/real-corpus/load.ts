// Reading the built corpus (for the eval and for training the layout model on the tune designs).
import path from 'node:path';
import type { DesignFamily } from './design';
import { readManifest, type ManifestDocument } from './manifest';
import { realCorpusDir } from './paths';
import type { Split } from './split';

export interface RealCorpusDocument extends ManifestDocument {
  /** Absolute path of the rendered file. */
  path: string;
}

/**
 * The corpus's documents from its manifest (empty when it has not been built: `npm run
 * corpus:real -w genai-lab`). Train on `split: 'tune'` only; 'heldout' is for reporting.
 */
export function loadRealCorpus(options: { split?: Split | 'all'; family?: DesignFamily; dir?: string } = {}): RealCorpusDocument[] {
  const dir = options.dir ?? realCorpusDir();
  const split = options.split ?? 'all';
  return (readManifest(dir)?.documents ?? [])
    .filter((d) => (split === 'all' || d.split === split) && (!options.family || d.family === options.family))
    .map((d) => ({ ...d, path: path.join(dir, d.file) }));
}
