// What the Sphinx backend stores: index names (per kind, SHARDS real-time shards and a distributed
// index over them), the numbers that stand for strings in attributes, and the one encoding of
// words. Shared by the searchd launcher (api/scripts/searchd.ts) and SphinxSearchIndex.
import { createHash } from 'node:crypto';
import { SENIORITIES, type Seniority } from 'shared-schemas';
import type { CandidateSource, DocAccess, DocKind } from './search-index';
import { terms } from './text';

export const SHARDS = 2;
/** One set of indexes per SearchIndex: `jobs` (distributed) over `jobs_0`, `jobs_1`; likewise `candidates`. */
export const SPHINX_KINDS = ['jobs', 'candidates'] as const;
export type SphinxKind = (typeof SPHINX_KINDS)[number];

export const shardName = (kind: string, shard: number) => `${kind}_${shard}`;

/**
 * A string as a positive 53-bit number (sha1): attributes compare numbers, and JavaScript holds
 * these exactly. Two of 300,000 ids collide with odds of about 1 in 200,000; results are
 * re-checked against the stored document's access, so a collision can never leak a document.
 */
export function hashOf(value: string): number {
  const digest = createHash('sha1').update(value).digest();
  return Number(digest.readBigUInt64BE(0) >> 11n) || 1;
}

/** The shard a document lives in: by its id's hash, so every writer picks the same one. */
export const shardOf = (docId: string) => hashOf(docId) % SHARDS;

export const KIND_CODES: Record<DocKind, number> = { job: 1, candidate: 2 };
export const SCOPE_CODES: Record<DocAccess['scope'], number> = { public: 0, directory: 1, application: 2, talent: 3 };
export const SOURCE_CODES: Record<CandidateSource, number> = { directory: 1, applied: 2, uploaded: 3 };
export const seniorityCode = (seniority: Seniority | null) => (seniority ? SENIORITIES.indexOf(seniority) + 1 : 0);

/** Every document carries this word in its own `marker` field, so "NOT x" alone has something to subtract from. */
export const MARKER = 'hgdoc';

/**
 * One folded word (text.ts) as Sphinx sees it: [a-z0-9] kept, anything else (".", "+", "#", "'",
 * letters beyond ASCII) as `_<hex>_`. Sphinx then splits on everything but [a-z0-9_], so both
 * engines index the same words, and no user text can ever reach the query as an operator.
 */
export function encodeTerm(term: string): string {
  let out = '';
  for (const char of term) out += /[a-z0-9]/.test(char) ? char : `_${char.codePointAt(0)!.toString(16)}_`;
  return out;
}

/** A text field as the words Sphinx indexes. */
export const encodeText = (text: string) => terms(text).map(encodeTerm).join(' ');
