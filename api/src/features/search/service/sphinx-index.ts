// SearchIndex over SphinxQL (the MySQL protocol, via mysql2): Sphinx 2.2's `searchd` as Debian
// ships it, or Manticore Search, its maintained fork. Writes go to one of SHARDS real-time shards
// by the hash of the document id; reads ask the distributed index over them, so the api holds a
// page of results, never the corpus. Matching, filters, tenancy and facet counts run in searchd;
// what it cannot do the same way (sorting by a caller's match score) is finished here on the
// candidates it returns. api/README.md, "Search", lists what differs from the embedded engine.
import { createPool, type Pool, type RowDataPacket } from 'mysql2/promise';
import { mayRead } from '../../../platform/read-access';
import { HttpError } from '../../../platform/errors';
import {
  MAX_RESULT_WINDOW,
  POSTED_BUCKETS_DAYS,
  YEARS_BUCKETS,
  type FacetValue,
  type SearchDoc,
  type SearchFacets,
  type SearchHit,
  type SearchHits,
  type SearchIndex,
  type SearchRequest,
} from './search-index';
import { filterConditions, matchExpression, seniorityOfCode, sqlNumber, visibilityCondition, type Condition, type FilterName } from './sphinx-query';
import { KIND_CODES, MARKER, SCOPE_CODES, SHARDS, SOURCE_CODES, encodeText, hashOf, seniorityCode, shardName, shardOf, type SphinxKind } from './sphinx-schema';

const DAY_MS = 86_400_000;
/** Rows per REPLACE statement: big enough for a fast rebuild, small next to max_packet_size. */
const WRITE_BATCH = 500;
const RETRY_MS = 1_000;
const STATEMENT_BYTES = 4_000_000;
/** Sorting by a caller's match score happens here, over at most this many of the newest matches. */
export const CUSTOM_SORT_WINDOW = 10_000;
/** Groups per facet read back (then sorted and cut as the embedded engine does). */
const FACET_GROUPS = 5_000;
/** Title words count most, then skills (bm25 ranker: the sum of matched fields' weights × 1000 + BM25). */
const FIELD_WEIGHTS = 'field_weights=(title=30, skills=20, company=15, location=10, body=10)';
const SOURCE_OF_CODE = Object.fromEntries(Object.entries(SOURCE_CODES).map(([source, code]) => [code, source]));

export interface SphinxOptions {
  host: string;
  port: number;
  /** Which set of indexes: `jobs` or `candidates` (api/scripts/searchd.ts defines both). */
  kind: SphinxKind;
  /** Where write failures are reported (they are retried). */
  onError?: (error: Error) => void;
  connections?: number;
  /**
   * Stamped on every write: the indexer passes its start time, and once its listeners have
   * delivered the whole collections, sweepOlderThan() drops what was deleted while it was down.
   */
  generation?: number;
}

const COLUMNS = [
  'id',
  'title',
  'skills',
  'location',
  'company',
  'body',
  'marker',
  'kind',
  'scope',
  'owner',
  'access_org',
  'interviewers',
  'skill_ids',
  'seniority',
  'has_years',
  'years',
  'remote',
  'place',
  'city',
  'posted_at',
  'org',
  'org_facet',
  'currency',
  'has_salary',
  'salary_low',
  'salary_high',
  'source',
  'generation',
  'labels',
  'payload',
];

export class SphinxSearchIndex implements SearchIndex {
  private readonly pool: Pool;
  private readonly kind: SphinxKind;
  private readonly onError: (error: Error) => void;
  /** Writes not yet in searchd, the last one per id (null: remove). */
  private pending = new Map<string, SearchDoc | null>();
  private writing: Promise<void> | null = null;
  private readonly generation: number;

  constructor(options: SphinxOptions) {
    this.kind = options.kind;
    this.generation = options.generation ?? 0;
    this.onError = options.onError ?? ((error) => console.error(`sphinx ${options.kind}: ${error.message}`));
    this.pool = createPool({
      host: options.host,
      port: options.port,
      connectionLimit: options.connections ?? 4,
      multipleStatements: true,
      supportBigNumbers: true,
      // Sphinx sends no time zone and no server-side prepared statements: plain text queries only.
      charset: 'utf8_general_ci',
    });
  }

  upsert(doc: SearchDoc): void {
    this.pending.set(doc.id, doc);
    this.startWriting();
  }

  remove(id: string): void {
    this.pending.set(id, null);
    this.startWriting();
  }

  /** Resolves once every write handed over so far is in searchd (and so visible to the next query). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  async close(): Promise<void> {
    await this.flush();
    await this.pool.end();
  }

  async get(id: string): Promise<SearchDoc | undefined> {
    await this.flush();
    const [rows] = await this.pool.query<RowDataPacket[]>(`SELECT payload FROM ${this.kind} WHERE id=${hashOf(id)}`).catch(unavailable);
    const doc = rows[0] ? parsePayload(rows[0].payload) : undefined;
    return doc?.id === id ? doc : undefined;
  }

  /** Removes every document last written before `generation` (not re-sent by a full rebuild: deleted meanwhile). */
  async sweepOlderThan(generation: number): Promise<number> {
    await this.flush();
    let removed = 0;
    for (let shard = 0; shard < SHARDS; shard++) {
      const table = shardName(this.kind, shard);
      for (;;) {
        const [rows] = await this.pool.query<RowDataPacket[]>(`SELECT id FROM ${table} WHERE generation<${sqlNumber(generation)} LIMIT 0, 1000`);
        if (!rows.length) break;
        await this.pool.query(`DELETE FROM ${table} WHERE id IN (${rows.map((row) => sqlNumber(Number(row.id))).join(',')})`);
        removed += rows.length;
      }
    }
    return removed;
  }

  async search(request: SearchRequest): Promise<SearchHits> {
    await this.flush();
    const now = request.now ?? Date.now();
    const match = request.query ? matchExpression(request.query) : null;
    const visibility = visibilityCondition(request.visibleTo);
    const filters = filterConditions(request.filters, now);
    const all = [visibility, ...filters.values()];
    const allBut = (name: FilterName) => [visibility, ...[...filters].filter(([key]) => key !== name).map(([, condition]) => condition)];
    const window = Math.min(MAX_RESULT_WINDOW, request.offset + request.limit);
    const custom = request.sort.by === 'custom';
    const order = request.sort.by === 'relevance' && match ? 'w DESC, posted_at DESC' : 'posted_at DESC';
    const rows = custom ? CUSTOM_SORT_WINDOW : window;

    // One statement for every facet counted over the same documents as the page (SphinxQL FACET:
    // searchd matches once and groups the matches per facet), one more per other set of filters —
    // a facet counts without its own filter, so each active filter adds at most one. Facets this
    // kind's route does not show are not counted.
    const thresholds = [...POSTED_BUCKETS_DAYS].sort((a, b) => b - a).map((days) => sqlNumber(now - days * DAY_MS));
    const yearsBucket = YEARS_BUCKETS.reduceRight(
      (otherwise, bucket, i) => `IF(years>=${bucket.min}${Number.isFinite(bucket.max) ? ` AND years<=${bucket.max}` : ''}, ${i + 1}, ${otherwise})`,
      '0',
    );
    const shown = SHOWN_FACETS[this.kind];
    const facetSpecs: FacetSpec[] = (
      [
        { name: 'skills', facet: 'skill_ids, labels BY skill_ids', group: 'skill_ids', conditions: all },
        { name: 'seniority', facet: 'seniority', group: 'seniority', conditions: allBut('seniority') },
        { name: 'location', facet: 'city, labels BY city', group: 'city', conditions: allBut('location') },
        { name: 'remote', facet: 'remote', group: 'remote', conditions: allBut('location') },
        { name: 'organization', facet: 'org_facet, labels BY org_facet', group: 'org_facet', conditions: allBut('org') },
        { name: 'posted', facet: `INTERVAL(posted_at, ${thresholds.join(', ')}) AS g`, group: 'g', conditions: allBut('posted') },
        { name: 'years', facet: `IF(has_years=1, ${yearsBucket}, 0) AS g`, group: 'g', conditions: allBut('years') },
        { name: 'currency', facet: 'currency, labels BY currency', group: 'currency', conditions: allBut('salary') },
        { name: 'source', facet: 'source', group: 'source', conditions: allBut('source') },
      ] satisfies FacetSpec[]
    ).filter((spec) => shown.has(spec.name));
    const byConditions = new Map<string, FacetSpec[]>([[conditionsKey(all), []]]);
    for (const spec of facetSpecs) {
      const key = conditionsKey(spec.conditions);
      byConditions.set(key, [...(byConditions.get(key) ?? []), spec]);
    }
    const facetClauses = (specs: FacetSpec[]) => specs.map((spec) => ` FACET ${spec.facet} ORDER BY COUNT(*) DESC LIMIT ${FACET_GROUPS}`).join('');

    const statements: string[] = [];
    const params: string[] = [];
    /** Result sets in answer order: the page, SHOW META, then each facet's groups. */
    const sets: (FacetName | 'main' | 'meta' | 'none')[] = [];
    const select = (columns: string, conditions: Condition[], rest: string) => {
      statements.push(selectSql(this.kind, columns, conditions, match, rest, []));
      if (match) params.push(match);
    };
    select('id, payload, WEIGHT() AS w', all, `ORDER BY ${order} LIMIT 0, ${rows} OPTION max_matches=${Math.max(rows, 1)}, ranker=bm25, ${FIELD_WEIGHTS}`);
    sets.push('main');
    statements.push('SHOW META');
    sets.push('meta');
    // Facets on a statement of their own, unranked: on the page's statement they would be ranked
    // (bm25) and its max_matches raised to the facets' groups, which made searches slower.
    for (const specs of byConditions.values()) {
      if (specs.length === 0) continue;
      select('id', specs[0]!.conditions, `LIMIT 0, 1 OPTION max_matches=${FACET_GROUPS}, ranker=none${facetClauses(specs)}`);
      sets.push('none', ...specs.map((spec) => spec.name));
    }

    const [answer] = await this.pool.query<RowDataPacket[][]>(statements.join('; '), params).catch(unavailable);
    const results = answer as RowDataPacket[][];
    const main = results[sets.indexOf('main')]!;
    const meta = results[sets.indexOf('meta')]!;
    /** A facet's groups as { g, c, labels }, without group 0 (no value); none when not counted. */
    const groups = (name: FacetName): RowDataPacket[] => {
      const at = sets.indexOf(name);
      if (at < 0) return [];
      const column = facetSpecs.find((spec) => spec.name === name)!.group;
      return results[at]!.filter((row) => Number(row[column]) !== 0).map((row) => ({ ...row, g: row[column], c: row['count(*)'] }) as RowDataPacket);
    };
    const [skills, seniority, cities, orgs, posted, years, currencies, sources] = (
      ['skills', 'seniority', 'location', 'organization', 'posted', 'years', 'currency', 'source'] as const
    ).map(groups);
    const remoteCount = Number(groups('remote').find((row) => Number(row.g) === 1)?.c ?? 0);
    const total = Number(meta!.find((row) => row.Variable_name === 'total_found')?.Value ?? 0);
    const visible = (doc: SearchDoc) => (request.visibleTo.kind === 'public' ? doc.access.scope === 'public' : mayRead(request.visibleTo.reader, doc.access));
    // Every hit is re-checked against its stored access: a hash collision can never show a document.
    let hits: SearchHit[] = main!.flatMap((row) => {
      const doc = parsePayload(row.payload);
      return doc && visible(doc) ? [{ doc, score: request.sort.by === 'relevance' && match ? Number(row.w) / 1000 : 0 }] : [];
    });
    if (request.sort.by === 'custom') {
      const { scoreOf } = request.sort;
      hits = hits
        .map(({ doc }) => ({ doc, score: Math.round(scoreOf(doc) * 1000) / 1000 }))
        .sort((a, b) => b.score - a.score || b.doc.postedAt - a.doc.postedAt)
        .slice(0, window);
    }

    const postedCounts = POSTED_BUCKETS_DAYS.map(() => 0);
    // INTERVAL gives 0 (older than the widest bucket, dropped above) … n (within the narrowest); buckets nest.
    const widestFirst = [...POSTED_BUCKETS_DAYS].sort((a, b) => b - a);
    for (const row of posted!) {
      for (let level = 1; level <= Number(row.g); level++) postedCounts[POSTED_BUCKETS_DAYS.indexOf(widestFirst[level - 1]!)]! += Number(row.c);
    }
    const yearsCounts = YEARS_BUCKETS.map((_, i) => Number(years!.find((row) => Number(row.g) === i + 1)?.c ?? 0));
    const facets: SearchFacets = {
      skills: top(
        facetValues(skills!, (labels, g) => labels.skills.find((skill) => hashOf(skill) === g)),
        20,
      ),
      seniority: top(
        seniority!.map((row) => ({ value: seniorityOfCode(Number(row.g)) ?? '', count: Number(row.c) })),
        10,
      ),
      location: top(
        facetValues(cities!, (labels) => labels.city),
        12,
      ),
      organization: top(
        facetValues(orgs!, (labels) => labels.organization),
        12,
      ),
      remote: remoteCount,
      posted: POSTED_BUCKETS_DAYS.map((days, i) => ({ value: String(days), count: postedCounts[i]! })),
      years: YEARS_BUCKETS.map((bucket, i) => ({ value: bucket.value, count: yearsCounts[i]! })),
      currency: top(
        facetValues(currencies!, (labels) => labels.currency),
        10,
      ),
      source: top(
        sources!.map((row) => ({ value: SOURCE_OF_CODE[Number(row.g)] ?? '', count: Number(row.c) })),
        3,
      ),
    };
    return { total, hits: hits.slice(request.offset, window), facets };
  }

  // ── Writes ───────────────────────────────────────────────────────────────────────────────

  private startWriting(): void {
    if (this.writing) return;
    this.writing = this.writeAll().finally(() => {
      this.writing = null;
    });
  }

  private async writeAll(): Promise<void> {
    // Let a burst of changes (a snapshot's worth) gather into one batch.
    await Promise.resolve();
    while (this.pending.size) {
      const batch = [...this.pending].slice(0, WRITE_BATCH);
      for (const [id] of batch) this.pending.delete(id);
      try {
        // Sphinx batches SELECTs only: each write is a statement of its own.
        for (const statement of this.writeSql(batch, this.generation)) await this.pool.query(statement);
      } catch (error) {
        this.onError(error as Error);
        // Retried unless a newer change for the same id came in meanwhile.
        for (const [id, doc] of batch) if (!this.pending.has(id)) this.pending.set(id, doc);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private writeSql(batch: [string, SearchDoc | null][], generation: number): string[] {
    const statements: string[] = [];
    for (let shard = 0; shard < SHARDS; shard++) {
      const mine = batch.filter(([id]) => shardOf(id) === shard);
      const upserts = mine.flatMap(([, doc]) => (doc ? [rowValues(doc, generation)] : []));
      const removals = mine.filter(([, doc]) => !doc).map(([id]) => hashOf(id));
      const table = shardName(this.kind, shard);
      // Statements stay far below searchd's max_packet_size (32 MB) however long the documents are.
      let rows: string[] = [];
      let bytes = 0;
      const replace = () => {
        if (rows.length) statements.push(`REPLACE INTO ${table} (${COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`);
        rows = [];
        bytes = 0;
      };
      for (const row of upserts) {
        if (bytes + row.length > STATEMENT_BYTES) replace();
        rows.push(row);
        bytes += row.length;
      }
      replace();
      if (removals.length) statements.push(`DELETE FROM ${table} WHERE id IN (${removals.join(',')})`);
    }
    return statements;
  }
}

/** searchd unreachable: the caller gets a 503 to retry, not a 500 (the cause goes to the log). */
function unavailable(error: Error & { code?: string }): never {
  if (error.code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'PROTOCOL_CONNECTION_LOST', 'EPIPE'].includes(error.code)) {
    throw new HttpError(503, 'Search is unavailable right now. Please try again in a moment.', { 'retry-after': '5' });
  }
  throw error;
}

function selectSql(index: string, columns: string, conditions: Condition[], match: string | null, rest: string, extraWhere: string[]): string {
  const selects = conditions.flatMap((condition) => (condition.select ? [condition.select] : []));
  const where = [...(match ? ['MATCH(?)'] : []), ...conditions.map((condition) => condition.where), ...extraWhere];
  return `SELECT ${[columns, ...selects].join(', ')} FROM ${index}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ${rest}`.trim();
}

/** A SphinxQL string literal. Only our own encodings and ASCII-only JSON reach here. */
function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const int = (value: number) => sqlNumber(Math.round(value));

function rowValues(doc: SearchDoc, generation: number): string {
  const access = doc.access;
  const owner = access.scope === 'directory' ? hashOf(access.uid) : access.scope === 'application' && access.candidateUid ? hashOf(access.candidateUid) : 0;
  const accessOrg = access.scope === 'application' || access.scope === 'talent' ? hashOf(access.orgId) : 0;
  const interviewers = access.scope === 'application' ? access.interviewerUids.map(hashOf) : [];
  const salary = doc.salary;
  const low = salary ? (salary.min ?? salary.max) : null;
  const high = salary ? (salary.max ?? salary.min) : null;
  const values = [
    String(hashOf(doc.id)),
    quote(encodeText(doc.text.title)),
    quote(encodeText(doc.text.skills)),
    quote(encodeText(doc.text.location)),
    quote(encodeText(doc.text.company)),
    quote(encodeText(doc.text.body)),
    quote(MARKER),
    String(KIND_CODES[doc.kind]),
    String(SCOPE_CODES[access.scope]),
    String(owner),
    String(accessOrg),
    `(${[...new Set(interviewers)].join(',')})`,
    `(${[...new Set(doc.skills.map(hashOf))].join(',')})`,
    String(seniorityCode(doc.seniority)),
    doc.years === null ? '0' : '1',
    doc.years === null ? '0' : sqlNumber(doc.years),
    doc.remote ? '1' : '0',
    doc.place.key ? String(hashOf(doc.place.key)) : '0',
    doc.place.city ? String(hashOf(doc.place.city)) : '0',
    int(doc.postedAt),
    doc.orgId ? String(hashOf(doc.orgId)) : '0',
    doc.orgId ? String(hashOf(`${doc.orgId}\u0000${doc.orgName ?? ''}`)) : '0',
    salary?.currency ? String(hashOf(salary.currency)) : '0',
    low !== null && high !== null ? '1' : '0',
    low !== null ? int(low) : '0',
    high !== null ? int(high) : '0',
    doc.source ? String(SOURCE_CODES[doc.source]) : '0',
    int(generation),
    quote(asciiJson(labelsOf(doc))),
    quote(asciiJson(doc)),
  ];
  return `(${values.join(', ')})`;
}

/** JSON with everything beyond ASCII as \u escapes: searchd's MySQL protocol keeps 3-byte UTF-8 only. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function parsePayload(payload: unknown): SearchDoc | undefined {
  if (typeof payload !== 'string' || !payload) return undefined;
  return JSON.parse(payload) as SearchDoc;
}

type FacetName = keyof SearchFacets;

/** One facet as a SphinxQL FACET clause: what it groups by, and over which documents. */
interface FacetSpec {
  name: FacetName;
  /** The clause's body: `column[, labels BY column]` or `expression AS g`. */
  facet: string;
  /** The answer's column holding the group. */
  group: string;
  conditions: Condition[];
}

/**
 * The facets each kind's search shows (features/search/routes/search.ts through search-service.ts): jobs have no
 * source; candidates no organisation or salary currency.
 */
const SHOWN_FACETS: Record<SphinxKind, ReadonlySet<FacetName>> = {
  jobs: new Set(['skills', 'seniority', 'location', 'remote', 'organization', 'posted', 'years', 'currency']),
  candidates: new Set(['skills', 'seniority', 'location', 'remote', 'posted', 'years', 'source']),
};

const conditionsKey = (conditions: Condition[]) => JSON.stringify(conditions.map((condition) => [condition.select ?? '', condition.where]));

/** The facet values a document has, by name (groups come back as numbers). */
interface Labels {
  skills: string[];
  city: string | null;
  organization: string | null;
  currency: string | null;
}

function labelsOf(doc: SearchDoc): Labels {
  return {
    skills: doc.skills,
    city: doc.place.city,
    organization: doc.orgId ? `${doc.orgId}\u0000${doc.orgName ?? ''}` : null,
    currency: doc.salary?.currency || null,
  };
}

/** A facet's groups as values: the group's representative document's labels say which value the group is. */
function facetValues(rows: RowDataPacket[], valueOf: (labels: Labels, group: number) => string | null | undefined): FacetValue[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const labels = typeof row.labels === 'string' && row.labels ? (JSON.parse(row.labels) as Labels) : null;
    const value = labels ? valueOf(labels, Number(row.g)) : undefined;
    if (value) counts.set(value, (counts.get(value) ?? 0) + Number(row.c));
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** As the embedded engine cuts a facet: most first, then by name. */
function top(values: FacetValue[], limit: number): FacetValue[] {
  return values
    .filter((entry) => entry.value && entry.count > 0)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, limit);
}
