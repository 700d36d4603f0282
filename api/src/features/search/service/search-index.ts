// The one interface every search engine behind HireGen search implements. The api ships
// MemorySearchIndex (memory-index.ts, embedded, rebuilt from Firestore on start, the default) and
// SphinxSearchIndex (sphinx-index.ts: Sphinx 2.2 / Manticore Search over SphinxQL, sharded, fed
// by one indexer process); api/README.md, "Search", says how they differ. Callers hand it documents already mapped (documents.ts) and
// queries already parsed and expanded (compile-query.ts); tenancy is a required part of every
// request (`visibleTo`), never an optional filter.
import type { Seniority } from 'shared-schemas';
import type { ReadableDoc, Reader } from '../../../platform/read-access';
import type { Place } from './geo';

export const TEXT_FIELDS = ['title', 'skills', 'location', 'company', 'body'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type DocKind = 'job' | 'candidate';
/** Where a candidate document came from: the opt-in directory, an application, an HR upload. */
export type CandidateSource = 'directory' | 'applied' | 'uploaded';

/**
 * Who may see a document: the fields the read rules look at (platform/read-access.ts) —
 * open jobs are public; a directory entry, an application (its organisation, candidate and
 * assigned interviewers) or uploaded talent (its organisation's HR) as under firestore.rules.
 */
export type DocAccess = ReadableDoc;

export interface AnnualSalary {
  min: number | null;
  max: number | null;
  currency: string;
}

export interface SearchDoc {
  id: string;
  kind: DocKind;
  text: Record<TextField, string>;
  /** Canonical skill names (taxonomy), for filters, facets and matching. */
  skills: string[];
  seniority: Seniority | null;
  /** Jobs: years asked for; candidates: years of experience. */
  years: number | null;
  remote: boolean;
  place: Place;
  /** Jobs: when opened; candidates: last update. Epoch ms. */
  postedAt: number;
  orgId: string | null;
  orgName: string | null;
  /** Jobs only, per year. */
  salary: AnnualSalary | null;
  access: DocAccess;
  source: CandidateSource | null;
  /** What a result shows besides the text fields (the route picks what to answer). */
  display: Record<string, unknown>;
}

export interface CompiledTerm {
  type: 'term';
  /** Each alternative is a word or a phrase (folded words side by side); any one matches. */
  alternatives: string[][];
  fields: readonly TextField[];
}
export type CompiledQuery =
  | CompiledTerm
  | { type: 'and'; children: CompiledQuery[] }
  | { type: 'or'; children: CompiledQuery[] }
  | { type: 'not'; child: CompiledQuery };

export interface SearchFilters {
  /** Canonical skill names; a document must have all of them. */
  skills?: string[];
  /** A city (folded key) with an optional radius; `remote` also admits remote documents. */
  location?: { key: string; coords: [number, number] | null; radiusKm: number | null } | null;
  remote?: boolean;
  seniority?: Seniority[];
  yearsMin?: number;
  yearsMax?: number;
  /** Jobs whose yearly range reaches into [min, max] in this currency. */
  salary?: { min: number | null; max: number | null; currency: string } | null;
  postedWithinDays?: number;
  orgIds?: string[];
  sources?: CandidateSource[];
}

export type SearchSort = { by: 'relevance' } | { by: 'newest' } | { by: 'custom'; scoreOf: (doc: SearchDoc) => number };

export interface SearchRequest {
  query: CompiledQuery | null;
  filters: SearchFilters;
  /** Public: only public documents. Reader: the documents `mayRead(reader, doc.access)` allows. */
  visibleTo: { kind: 'public' } | { kind: 'reader'; reader: Reader };
  sort: SearchSort;
  offset: number;
  limit: number;
  now?: number;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchFacets {
  skills: FacetValue[];
  seniority: FacetValue[];
  location: FacetValue[];
  organization: FacetValue[];
  remote: number;
  posted: FacetValue[];
  years: FacetValue[];
  currency: FacetValue[];
  source: FacetValue[];
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

export interface SearchHits {
  total: number;
  hits: SearchHit[];
  facets: SearchFacets;
}

/**
 * Writes are handed over and applied in order (an engine behind a network queues them); a read
 * sees every write handed over before it. The embedded engine answers at once, a server-backed
 * one (SphinxSearchIndex) with a promise: callers await either.
 */
export interface SearchIndex {
  /** Adds or replaces a document. */
  upsert(doc: SearchDoc): void;
  remove(id: string): void;
  get(id: string): SearchDoc | undefined | Promise<SearchDoc | undefined>;
  search(request: SearchRequest): SearchHits | Promise<SearchHits>;
}

/** Offset + limit may not pass this: deep pages cost a full sort and nobody reads them. */
export const MAX_RESULT_WINDOW = 1000;
export const POSTED_BUCKETS_DAYS = [1, 7, 30] as const;
export const YEARS_BUCKETS: { value: string; min: number; max: number }[] = [
  { value: '0-2', min: 0, max: 2 },
  { value: '3-5', min: 3, max: 5 },
  { value: '6-9', min: 6, max: 9 },
  { value: '10+', min: 10, max: Infinity },
];
