/**
 * compromise (the English tagger and conjugator), loaded on first use. It builds its lexicon when
 * loaded (0.3–1.5 s on these machines): at the top of a module it was paid by every engine
 * process at start, and again by each one replaced after a document ran too long, so a plain
 * resume parse waited for a library it never calls.
 */
import type nlpModule from 'compromise';

export type Nlp = typeof nlpModule;

let loaded: Nlp | undefined;

export function nlp(): Nlp {
  if (!loaded) {
    // A synchronous load on first call: the engine runs as CommonJS (tsx's require hook, Jest).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- deferred load, see above
    const required = require('compromise') as Nlp & { default?: Nlp };
    loaded = required.default ?? required;
  }
  return loaded;
}
