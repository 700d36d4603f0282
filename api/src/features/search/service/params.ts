// The search endpoints' query string → a checked request. Every value is capped and every
// mistake is a 400 whose message says which parameter and why (a malformed query also says
// where). Shared by GET /api/search/jobs and /api/search/candidates.
import { SENIORITIES, type Seniority } from 'shared-schemas';
import { HttpError } from '../../../platform/errors';
import { andQueries, compileQuery } from './compile-query';
import { placeOf } from './geo';
import { parseQuery, QuerySyntaxError, type QueryNode } from './query-language';
import { MAX_RESULT_WINDOW, type CandidateSource, type CompiledQuery, type SearchFilters } from './search-index';
import { canonicalSkill } from './synonyms';

export const SORTS = ['relevance', 'newest', 'match'] as const;
export type SortName = (typeof SORTS)[number];
const SOURCES: CandidateSource[] = ['directory', 'applied', 'uploaded'];
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
const LIST_MAX = 20;

export interface ParsedSearch {
  query: CompiledQuery | null;
  filters: SearchFilters;
  sort: SortName;
  page: number;
  pageSize: number;
  jobId: string | null;
}

export type RawQuery = Record<string, unknown>;

const bad = (message: string) => new HttpError(400, message);

function stringParam(raw: RawQuery, name: string, max: number): string {
  const value = raw[name];
  if (value === undefined) return '';
  if (typeof value !== 'string') throw bad(`"${name}" may be given once.`);
  if (value.length > max) throw bad(`"${name}" is too long: ${value.length} characters (${max} at most).`);
  return value.trim();
}

function listParam(raw: RawQuery, name: string, maxItem = 100): string[] {
  const value = stringParam(raw, name, LIST_MAX * (maxItem + 1));
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > LIST_MAX) throw bad(`"${name}" may list ${LIST_MAX} values at most.`);
  for (const item of items) if (item.length > maxItem) throw bad(`A value of "${name}" is too long (${maxItem} characters at most).`);
  return items;
}

function numberParam(raw: RawQuery, name: string, min: number, max: number, integer = true): number | undefined {
  const value = stringParam(raw, name, 20);
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || (integer && !Number.isInteger(number)) || number < min || number > max) {
    throw bad(`"${name}" must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`);
  }
  return number;
}

/** A query in the search language; a syntax error names the parameter and the position. */
export function parseLanguage(text: string, parameter: string): QueryNode | null {
  try {
    return parseQuery(text);
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      throw new HttpError(400, parameter === 'q' ? error.message : `In "${parameter}": ${error.message}`);
    }
    throw error;
  }
}

export function parseSearchParams(raw: RawQuery, kind: 'job' | 'candidate'): ParsedSearch {
  const known = new Set([
    'q',
    'title',
    'skills',
    'location',
    'radius',
    'remote',
    'seniority',
    'yearsMin',
    'yearsMax',
    'posted',
    'sort',
    'page',
    'pageSize',
    ...(kind === 'job' ? ['salaryMin', 'salaryMax', 'currency', 'org'] : ['source', 'jobId']),
  ]);
  for (const name of Object.keys(raw)) if (!known.has(name)) throw bad(`Unknown parameter "${name}".`);

  const query = compileQuery(parseLanguage(stringParam(raw, 'q', 500), 'q'));
  const title = compileQuery(parseLanguage(stringParam(raw, 'title', 200), 'title'), 'title');

  const filters: SearchFilters = {};
  const skills = listParam(raw, 'skills').map(canonicalSkill);
  if (skills.length) filters.skills = [...new Set(skills)];

  const location = stringParam(raw, 'location', 100);
  const radius = numberParam(raw, 'radius', 0, 500);
  const remote = stringParam(raw, 'remote', 5);
  if (remote && remote !== 'true' && remote !== 'false') throw bad('"remote" must be true or false.');
  filters.remote = remote === 'true';
  if (location) {
    const place = placeOf(location);
    if (place.key) filters.location = { key: place.key, coords: place.coords, radiusKm: radius ?? null };
    else if (place.remote) filters.remote = true;
  } else if (radius !== undefined) throw bad('"radius" needs a "location" to measure from.');

  const seniority = listParam(raw, 'seniority', 20);
  for (const level of seniority) {
    if (!SENIORITIES.includes(level as Seniority)) throw bad(`"seniority" must be among ${SENIORITIES.join(', ')}; "${level}" is not.`);
  }
  if (seniority.length) filters.seniority = seniority as Seniority[];

  const yearsMin = numberParam(raw, 'yearsMin', 0, 60);
  const yearsMax = numberParam(raw, 'yearsMax', 0, 60);
  if (yearsMin !== undefined && yearsMax !== undefined && yearsMin > yearsMax) throw bad('"yearsMin" must not be more than "yearsMax".');
  if (yearsMin !== undefined) filters.yearsMin = yearsMin;
  if (yearsMax !== undefined) filters.yearsMax = yearsMax;

  const posted = stringParam(raw, 'posted', 5);
  if (posted && posted !== 'any') {
    if (!['1', '7', '30'].includes(posted)) throw bad('"posted" must be 1, 7, 30 (days) or any.');
    filters.postedWithinDays = Number(posted);
  }

  if (kind === 'job') {
    const salaryMin = numberParam(raw, 'salaryMin', 0, 1e9, false);
    const salaryMax = numberParam(raw, 'salaryMax', 0, 1e9, false);
    const currency = stringParam(raw, 'currency', 3).toUpperCase();
    if (currency && !/^[A-Z]{3}$/.test(currency)) throw bad('"currency" must be a three-letter code such as USD or INR.');
    if (salaryMin !== undefined && salaryMax !== undefined && salaryMin > salaryMax) throw bad('"salaryMin" must not be more than "salaryMax".');
    if (salaryMin !== undefined || salaryMax !== undefined) {
      if (!currency) throw bad('A salary range needs a "currency" (salaries in different currencies cannot be compared).');
      filters.salary = { min: salaryMin ?? null, max: salaryMax ?? null, currency };
    }
    const orgs = listParam(raw, 'org', 128);
    if (orgs.length) filters.orgIds = orgs;
  } else {
    const sources = listParam(raw, 'source', 20);
    for (const source of sources) if (!SOURCES.includes(source as CandidateSource)) throw bad(`"source" must be among ${SOURCES.join(', ')}.`);
    if (sources.length) filters.sources = sources as CandidateSource[];
  }

  const sort = (stringParam(raw, 'sort', 20) || 'relevance') as SortName;
  if (!SORTS.includes(sort)) throw bad(`"sort" must be one of ${SORTS.join(', ')}.`);
  const page = numberParam(raw, 'page', 1, MAX_RESULT_WINDOW) ?? 1;
  const pageSize = numberParam(raw, 'pageSize', 1, PAGE_SIZE_MAX) ?? PAGE_SIZE_DEFAULT;
  if (page * pageSize > MAX_RESULT_WINDOW) throw bad(`Only the first ${MAX_RESULT_WINDOW} results can be paged through: narrow the search.`);
  const jobId = kind === 'candidate' ? stringParam(raw, 'jobId', 128) || null : null;

  return { query: andQueries(query, title), filters, sort, page, pageSize, jobId };
}
