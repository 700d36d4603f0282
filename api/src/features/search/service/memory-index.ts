// The embedded engine: an inverted index per text field (postings in document order), the
// documents' token ids for phrase checks, BM25 scoring, and one pass over the matches for
// filters and LinkedIn-style facet counts. Chosen over MiniSearch and Orama by measurement
// (api/bench/search.bench.ts; figures in api/README.md, "Search"): on 100,000 jobs their broad
// queries took 150–4,000 ms at p95, this one answers in a few ms. Boolean sets are byte maps the
// size of the index (100 KB per 100,000 documents), which makes AND/OR/NOT one loop each.
import { mayRead } from '../../../platform/read-access';
import {
  MAX_RESULT_WINDOW,
  POSTED_BUCKETS_DAYS,
  TEXT_FIELDS,
  YEARS_BUCKETS,
  type CompiledQuery,
  type CompiledTerm,
  type FacetValue,
  type SearchDoc,
  type SearchFacets,
  type SearchFilters,
  type SearchHit,
  type SearchHits,
  type SearchIndex,
  type SearchRequest,
  type TextField,
} from './search-index';
import { distanceKm } from './geo';
import { terms } from './text';

/** Title words count most, then skills; the long body least per word. */
export const FIELD_BOOSTS: Record<TextField, number> = { title: 3, skills: 2, company: 1.5, location: 1, body: 1 };
const K1 = 1.2;
const B = 0.75;
const DAY_MS = 86_400_000;

interface Postings {
  docs: number[];
  tfs: number[];
}

interface FieldIndex {
  postings: Map<string, Postings>;
  /** Token ids per document, for phrases. */
  tokens: (Uint32Array | undefined)[];
  lengths: number[];
  totalLength: number;
}

// Filter bits: a document's mask says which filters it passes; a facet counts the documents
// that pass every filter but its own (so picking "senior" still shows how many "mid" there are).
const F_SKILLS = 1,
  F_LOCATION = 2,
  F_SENIORITY = 4,
  F_YEARS = 8,
  F_SALARY = 16,
  F_POSTED = 32,
  F_ORG = 64,
  F_SOURCE = 128;
const ALL = 255;
// Module-local copies: imported bindings are getters once compiled, too slow for the per-document loop.
const POSTED_DAYS: readonly number[] = [...POSTED_BUCKETS_DAYS];
const YEARS_RANGES = YEARS_BUCKETS.map((bucket) => ({ ...bucket }));

export class MemorySearchIndex implements SearchIndex {
  private docs: (SearchDoc | undefined)[] = [];
  private numberOf = new Map<string, number>();
  private fields = new Map<TextField, FieldIndex>();
  private termIds = new Map<string, number>();
  /** Facet values as small integers per document, built once: counting is then array arithmetic. */
  private codes: FacetCodes[] = [];
  private dictionary = new FacetDictionary();
  private scoreBuffer = new Float64Array(0);
  private dead = 0;

  constructor() {
    this.reset();
  }

  private reset(): void {
    this.docs = [];
    this.numberOf = new Map();
    this.termIds = new Map();
    this.codes = [];
    this.dictionary = new FacetDictionary();
    this.dead = 0;
    for (const field of TEXT_FIELDS) this.fields.set(field, { postings: new Map(), tokens: [], lengths: [], totalLength: 0 });
  }

  get size(): number {
    return this.numberOf.size;
  }

  get(id: string): SearchDoc | undefined {
    const number = this.numberOf.get(id);
    return number === undefined ? undefined : this.docs[number];
  }

  upsert(doc: SearchDoc): void {
    this.removeNumber(doc.id);
    const number = this.docs.length;
    this.docs.push(doc);
    this.codes.push(this.dictionary.encode(doc));
    this.numberOf.set(doc.id, number);
    for (const field of TEXT_FIELDS) {
      const index = this.fields.get(field)!;
      const words = terms(doc.text[field]);
      const ids = new Uint32Array(words.length);
      const counts = new Map<string, number>();
      words.forEach((word, i) => {
        let id = this.termIds.get(word);
        if (id === undefined) {
          id = this.termIds.size;
          this.termIds.set(word, id);
        }
        ids[i] = id;
        counts.set(word, (counts.get(word) ?? 0) + 1);
      });
      for (const [word, tf] of counts) {
        let postings = index.postings.get(word);
        if (!postings) {
          postings = { docs: [], tfs: [] };
          index.postings.set(word, postings);
        }
        postings.docs.push(number);
        postings.tfs.push(tf);
      }
      index.tokens[number] = ids;
      index.lengths[number] = words.length;
      index.totalLength += words.length;
    }
  }

  remove(id: string): void {
    this.removeNumber(id);
  }

  private removeNumber(id: string): void {
    const number = this.numberOf.get(id);
    if (number === undefined) return;
    this.numberOf.delete(id);
    this.docs[number] = undefined;
    for (const index of this.fields.values()) {
      index.totalLength -= index.lengths[number] ?? 0;
      index.tokens[number] = undefined;
    }
    this.dead++;
    // Postings keep removed numbers until enough pile up; then everything is rebuilt once.
    if (this.dead > 5_000 && this.dead > this.numberOf.size) this.compact();
  }

  private compact(): void {
    const live = this.docs.filter((doc): doc is SearchDoc => doc !== undefined);
    this.reset();
    for (const doc of live) this.upsert(doc);
  }

  search(request: SearchRequest): SearchHits {
    const n = this.docs.length;
    const now = request.now ?? Date.now();
    const matched = request.query ? this.evaluate(request.query, n) : null;
    const scores = request.query && request.sort.by === 'relevance' ? this.score(request.query, matched!, n) : null;
    const filters = this.filterSet(request.filters, now);
    const visible = this.visibility(request.visibleTo);

    const facets = newFacetCounts(this.dictionary.size);
    const window = Math.min(MAX_RESULT_WINDOW, request.offset + request.limit);
    const top = new TopK(window);
    let total = 0;
    for (let number = 0; number < n; number++) {
      if (matched && !matched[number]) continue;
      const doc = this.docs[number];
      if (!doc || !visible(doc)) continue;
      const mask = filters(doc);
      countFacets(facets, doc, this.codes[number]!, mask, now);
      if (mask !== ALL) continue;
      total++;
      const key = request.sort.by === 'relevance' ? (scores ? scores[number]! : 0) : request.sort.by === 'newest' ? doc.postedAt : request.sort.scoreOf(doc);
      // Ties (and queries without words) go newest first.
      top.offer(number, key, doc.postedAt);
    }
    const hits: SearchHit[] = top
      .sorted()
      .slice(request.offset)
      .map(({ number, key }) => ({
        doc: this.docs[number]!,
        score: request.sort.by === 'relevance' && scores ? round(key) : request.sort.by === 'custom' ? round(key) : 0,
      }));
    return { total, hits, facets: finishFacets(facets, this.dictionary) };
  }

  // ── Boolean evaluation ───────────────────────────────────────────────────────────────────

  private evaluate(node: CompiledQuery, n: number): Uint8Array {
    switch (node.type) {
      case 'term':
        return this.termSet(node, n);
      case 'not': {
        const child = this.evaluate(node.child, n);
        for (let i = 0; i < n; i++) child[i] = child[i] ? 0 : 1;
        return child;
      }
      case 'and': {
        // Positive children first, so a NOT child only ever narrows.
        const ordered = [...node.children].sort((a, b) => Number(a.type === 'not') - Number(b.type === 'not'));
        const result = this.evaluate(ordered[0]!, n);
        for (const child of ordered.slice(1)) {
          const set = this.evaluate(child, n);
          for (let i = 0; i < n; i++) result[i]! &= set[i]!;
        }
        return result;
      }
      case 'or': {
        const result = this.evaluate(node.children[0]!, n);
        for (const child of node.children.slice(1)) {
          const set = this.evaluate(child, n);
          for (let i = 0; i < n; i++) result[i]! |= set[i]!;
        }
        return result;
      }
    }
  }

  private termSet(term: CompiledTerm, n: number): Uint8Array {
    const set = new Uint8Array(n);
    for (const words of term.alternatives) {
      for (const field of term.fields) {
        const index = this.fields.get(field)!;
        if (words.length === 1) {
          const postings = index.postings.get(words[0]!);
          if (postings) for (const number of postings.docs) set[number] = 1;
          continue;
        }
        // A phrase: walk the rarest word's documents and look for the words side by side.
        const lists = words.map((word) => index.postings.get(word));
        if (lists.some((list) => !list)) continue;
        const ids = words.map((word) => this.termIds.get(word)!);
        const rarest = lists.reduce((a, b) => (a!.docs.length <= b!.docs.length ? a : b))!;
        for (const number of rarest.docs) {
          if (set[number]) continue;
          const tokens = index.tokens[number];
          if (tokens && containsRun(tokens, ids)) set[number] = 1;
        }
      }
    }
    return set;
  }

  /** BM25 over every positive term (terms under NOT add nothing), for the matched documents. */
  private score(node: CompiledQuery, matched: Uint8Array, n: number): Float64Array {
    // One buffer reused across queries: a fresh 800 KB array per keystroke is garbage the GC must chase.
    if (this.scoreBuffer.length < n) this.scoreBuffer = new Float64Array(Math.max(n, this.scoreBuffer.length * 2));
    const scores = this.scoreBuffer;
    scores.fill(0, 0, n);
    const live = this.numberOf.size || 1;
    for (const term of positiveTerms(node)) {
      for (const [altIndex, words] of term.alternatives.entries()) {
        // A synonym counts a little less than the word as written.
        const weight = altIndex === 0 ? 1 : 0.8;
        for (const field of term.fields) {
          const index = this.fields.get(field)!;
          const average = index.totalLength / live || 1;
          for (const word of words) {
            const postings = index.postings.get(word);
            if (!postings) continue;
            const idf = Math.log(1 + (live - postings.docs.length + 0.5) / (postings.docs.length + 0.5));
            const factor = (weight * FIELD_BOOSTS[field] * idf) / words.length;
            const { docs, tfs } = postings;
            for (let i = 0; i < docs.length; i++) {
              const number = docs[i]!;
              if (!matched[number]) continue;
              const tf = tfs[i]!;
              const length = index.lengths[number] ?? 0;
              scores[number]! += (factor * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / average));
            }
          }
        }
      }
    }
    return scores;
  }

  // ── Filters and facets ───────────────────────────────────────────────────────────────────

  private visibility(visibleTo: SearchRequest['visibleTo']): (doc: SearchDoc) => boolean {
    if (visibleTo.kind === 'public') return (doc) => doc.access.scope === 'public';
    const { reader } = visibleTo;
    return (doc) => mayRead(reader, doc.access);
  }

  private filterSet(filters: SearchFilters, now: number): (doc: SearchDoc) => number {
    const skills = filters.skills?.length ? filters.skills : null;
    const seniority = filters.seniority?.length ? new Set(filters.seniority) : null;
    const orgs = filters.orgIds?.length ? new Set(filters.orgIds) : null;
    const sources = filters.sources?.length ? new Set(filters.sources) : null;
    const postedAfter = filters.postedWithinDays ? now - filters.postedWithinDays * DAY_MS : null;
    const { location, salary, yearsMin, yearsMax } = filters;
    const remote = filters.remote ?? false;
    const byLocation = Boolean(location) || remote;
    const byYears = yearsMin !== undefined || yearsMax !== undefined;
    // Filters not asked for pass every document: their bits are set once, not tested per document.
    const always =
      (skills ? 0 : F_SKILLS) |
      (byLocation ? 0 : F_LOCATION) |
      (seniority ? 0 : F_SENIORITY) |
      (byYears ? 0 : F_YEARS) |
      (salary ? 0 : F_SALARY) |
      (postedAfter === null ? F_POSTED : 0) |
      (orgs ? 0 : F_ORG) |
      (sources ? 0 : F_SOURCE);
    if (always === ALL) return () => ALL;
    return (doc) => {
      let mask = always;
      if (skills && skills.every((skill) => doc.skills.includes(skill))) mask |= F_SKILLS;
      if (byLocation && locationPasses(doc, location ?? null, remote)) mask |= F_LOCATION;
      if (seniority && doc.seniority !== null && seniority.has(doc.seniority)) mask |= F_SENIORITY;
      if (byYears && yearsPass(doc.years, yearsMin, yearsMax)) mask |= F_YEARS;
      if (salary && salaryPasses(doc, salary)) mask |= F_SALARY;
      if (postedAfter !== null && doc.postedAt >= postedAfter) mask |= F_POSTED;
      if (orgs && doc.orgId !== null && orgs.has(doc.orgId)) mask |= F_ORG;
      if (sources && doc.source !== null && sources.has(doc.source)) mask |= F_SOURCE;
      return mask;
    };
  }
}

function locationPasses(doc: SearchDoc, location: SearchFilters['location'] | null, remote: boolean): boolean {
  if (!location && !remote) return true;
  if (remote && doc.remote) return true;
  if (!location) return false;
  if (doc.place.key === location.key) return true;
  if (location.radiusKm && location.coords && doc.place.coords) return distanceKm(location.coords, doc.place.coords) <= location.radiusKm;
  return false;
}

function yearsPass(years: number | null, min: number | undefined, max: number | undefined): boolean {
  if (min === undefined && max === undefined) return true;
  if (years === null) return false;
  return (min === undefined || years >= min) && (max === undefined || years <= max);
}

function salaryPasses(doc: SearchDoc, wanted: SearchFilters['salary'] | null): boolean {
  if (!wanted) return true;
  const salary = doc.salary;
  if (!salary || salary.currency !== wanted.currency) return false;
  const low = salary.min ?? salary.max;
  const high = salary.max ?? salary.min;
  if (low === null || high === null) return false;
  return (wanted.min === null || high >= wanted.min) && (wanted.max === null || low <= wanted.max);
}

function containsRun(tokens: Uint32Array, ids: number[]): boolean {
  const first = ids[0]!;
  outer: for (let i = 0; i + ids.length <= tokens.length; i++) {
    if (tokens[i] !== first) continue;
    for (let j = 1; j < ids.length; j++) if (tokens[i + j] !== ids[j]) continue outer;
    return true;
  }
  return false;
}

function positiveTerms(node: CompiledQuery): CompiledTerm[] {
  switch (node.type) {
    case 'term':
      return [node];
    case 'not':
      return [];
    default:
      return node.children.flatMap(positiveTerms);
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface FacetCodes {
  skills: Int32Array;
  seniority: number;
  city: number;
  org: number;
  currency: number;
  source: number;
}

/** One numbering of every facet value (skills, cities, organisations, …) for the whole index. */
class FacetDictionary {
  private numbers = new Map<string, number>();
  readonly values: string[] = [];

  get size(): number {
    return this.values.length;
  }

  private code(kind: string, value: string | null | undefined): number {
    if (!value) return -1;
    const key = `${kind}\u0000${value}`;
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.values.length;
      this.numbers.set(key, number);
      this.values.push(key);
    }
    return number;
  }

  encode(doc: SearchDoc): FacetCodes {
    return {
      skills: Int32Array.from(doc.skills.map((skill) => this.code('skill', skill))),
      seniority: this.code('seniority', doc.seniority),
      city: this.code('location', doc.place.city),
      org: doc.orgId ? this.code('organization', `${doc.orgId}\u0000${doc.orgName ?? ''}`) : -1,
      currency: this.code('currency', doc.salary?.currency),
      source: this.code('source', doc.source),
    };
  }
}

interface FacetCounts {
  /** Count per dictionary number; each facet uses its own values' numbers. */
  values: Int32Array;
  remote: number;
  posted: number[];
  years: number[];
}

function newFacetCounts(size: number): FacetCounts {
  return { values: new Int32Array(size), remote: 0, posted: POSTED_BUCKETS_DAYS.map(() => 0), years: YEARS_BUCKETS.map(() => 0) };
}

const passesAllBut = (mask: number, bit: number) => (mask | bit) === ALL;

function countFacets(counts: FacetCounts, doc: SearchDoc, codes: FacetCodes, mask: number, now: number): void {
  const values = counts.values;
  if (mask === ALL) for (const code of codes.skills) values[code]!++;
  if (codes.seniority >= 0 && passesAllBut(mask, F_SENIORITY)) values[codes.seniority]!++;
  if (passesAllBut(mask, F_LOCATION)) {
    if (codes.city >= 0) values[codes.city]!++;
    if (doc.remote) counts.remote++;
  }
  if (codes.org >= 0 && passesAllBut(mask, F_ORG)) values[codes.org]!++;
  if (passesAllBut(mask, F_POSTED)) {
    for (let i = 0; i < POSTED_DAYS.length; i++) if (doc.postedAt >= now - POSTED_DAYS[i]! * DAY_MS) counts.posted[i]!++;
  }
  if (doc.years !== null && passesAllBut(mask, F_YEARS)) {
    for (let i = 0; i < YEARS_RANGES.length; i++) if (doc.years >= YEARS_RANGES[i]!.min && doc.years <= YEARS_RANGES[i]!.max) counts.years[i]!++;
  }
  if (codes.currency >= 0 && passesAllBut(mask, F_SALARY)) values[codes.currency]!++;
  if (codes.source >= 0 && passesAllBut(mask, F_SOURCE)) values[codes.source]!++;
}

function finishFacets(counts: FacetCounts, dictionary: FacetDictionary): SearchFacets {
  const byKind = new Map<string, FacetValue[]>();
  counts.values.forEach((count, number) => {
    if (count === 0) return;
    const key = dictionary.values[number]!;
    const split = key.indexOf('\u0000');
    const kind = key.slice(0, split);
    const list = byKind.get(kind) ?? [];
    list.push({ value: key.slice(split + 1), count });
    byKind.set(kind, list);
  });
  const top = (kind: string, limit: number) => (byKind.get(kind) ?? []).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).slice(0, limit);
  return {
    skills: top('skill', 20),
    seniority: top('seniority', 10),
    location: top('location', 12),
    organization: top('organization', 12),
    remote: counts.remote,
    posted: POSTED_BUCKETS_DAYS.map((days, i) => ({ value: String(days), count: counts.posted[i]! })),
    years: YEARS_BUCKETS.map((bucket, i) => ({ value: bucket.value, count: counts.years[i]! })),
    currency: top('currency', 10),
    source: top('source', 3),
  };
}

/** The best `size` entries seen: a min-heap on (key, tie), so most offers are one comparison. */
class TopK {
  private heap: { number: number; key: number; tie: number }[] = [];
  constructor(private readonly size: number) {}

  private less(a: { key: number; tie: number }, b: { key: number; tie: number }): boolean {
    return a.key < b.key || (a.key === b.key && a.tie < b.tie);
  }

  offer(number: number, key: number, tie: number): void {
    if (this.size <= 0) return;
    const heap = this.heap;
    // Most offers lose to the current worst: reject those before allocating anything.
    if (heap.length >= this.size) {
      const worst = heap[0]!;
      if (key < worst.key || (key === worst.key && tie <= worst.tie)) return;
    }
    const entry = { number, key, tie };
    if (heap.length < this.size) {
      heap.push(entry);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.less(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    heap[0] = entry;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && this.less(heap[left]!, heap[smallest]!)) smallest = left;
      if (right < heap.length && this.less(heap[right]!, heap[smallest]!)) smallest = right;
      if (smallest === i) break;
      [heap[i], heap[smallest]] = [heap[smallest]!, heap[i]!];
      i = smallest;
    }
  }

  sorted(): { number: number; key: number }[] {
    return [...this.heap].sort((a, b) => (this.less(a, b) ? 1 : this.less(b, a) ? -1 : 0));
  }
}
