// From a CompiledQuery, filters and a reader to SphinxQL: the MATCH() expression, and the
// conditions every query of one search shares (tenancy first). Words reach MATCH() only in the
// [a-z0-9_] encoding of sphinx-schema.ts, field names and operators only from here; the whole
// expression still travels as a bound string, never spliced into SQL. Numbers spliced into
// SQL are our own hashes and codes, or checked finite first.
import { SENIORITIES } from 'shared-schemas';
import { anyMember, hrOf, interviewerOf } from '../../../platform/read-access';
import { cityKeysWithin } from './geo';
import type { CompiledQuery, SearchFilters, SearchRequest } from './search-index';
import { MARKER, SOURCE_CODES, encodeTerm, hashOf, seniorityCode } from './sphinx-schema';

const DAY_MS = 86_400_000;

/** The extended-syntax query for MATCH(). */
export function matchExpression(node: CompiledQuery): string {
  switch (node.type) {
    case 'term': {
      const fields = node.fields.length === 1 ? `@${node.fields[0]}` : `@(${node.fields.join(',')})`;
      const alternatives = node.alternatives.map((words) => {
        const encoded = words.map(encodeTerm);
        return encoded.length === 1 ? encoded[0]! : `"${encoded.join(' ')}"`;
      });
      return `(${fields} (${alternatives.join(' | ')}))`;
    }
    // Sphinx refuses a NOT with nothing to subtract from: every document has MARKER in `marker`.
    case 'not':
      return `(@marker ${MARKER} -${matchExpression(node.child)})`;
    case 'and':
      return `(${node.children.map(matchExpression).join(' ')})`;
    case 'or':
      return `(${node.children.map(matchExpression).join(' | ')})`;
  }
}

export function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

const list = (values: number[]) => values.map(sqlNumber).join(',');

/** A condition: `select` computes an alias (Sphinx 2.2's WHERE cannot OR), `where` tests it or attributes. */
export interface Condition {
  select?: string;
  where: string;
}

/** Who may see a document, as firestore.rules and read-access.ts decide, in attribute terms. */
export function visibilityCondition(visibleTo: SearchRequest['visibleTo']): Condition {
  if (visibleTo.kind === 'public') return { where: 'scope=0' };
  const { reader } = visibleTo;
  const me = hashOf(reader.uid);
  const org = reader.orgId ? hashOf(reader.orgId) : null;
  const hr = org !== null && hrOf(reader, reader.orgId!);
  const interviewer = org !== null && interviewerOf(reader, reader.orgId!);
  const application = [`owner=${me}`];
  if (hr) application.push(`access_org=${org}`);
  if (interviewer) application.push(`(access_org=${org} AND IN(interviewers, ${me}))`);
  const anyOf = [
    'scope=0',
    anyMember(reader) ? 'scope=1' : `(scope=1 AND owner=${me})`,
    `(scope=2 AND (${application.join(' OR ')}))`,
    ...(hr ? [`(scope=3 AND access_org=${org})`] : []),
  ];
  return { select: `(${anyOf.join(' OR ')}) AS f_vis`, where: 'f_vis=1' };
}

export type FilterName = 'skills' | 'location' | 'seniority' | 'years' | 'salary' | 'posted' | 'org' | 'source';

/** Each filter asked for, by name, so a facet can leave its own out. */
export function filterConditions(filters: SearchFilters, now: number): Map<FilterName, Condition> {
  const out = new Map<FilterName, Condition>();
  if (filters.skills?.length) out.set('skills', { where: filters.skills.map((skill) => `skill_ids=${hashOf(skill)}`).join(' AND ') });
  const { location } = filters;
  const remote = filters.remote ?? false;
  if (location || remote) {
    const anyOf: string[] = [];
    if (remote) anyOf.push('remote=1');
    if (location) {
      const keys = new Set([location.key]);
      if (location.radiusKm && location.coords) for (const key of cityKeysWithin(location.coords, location.radiusKm)) keys.add(key);
      anyOf.push(`IN(place, ${list([...keys].map(hashOf))})`);
    }
    out.set('location', { select: `(${anyOf.join(' OR ')}) AS f_loc`, where: 'f_loc=1' });
  }
  if (filters.seniority?.length) out.set('seniority', { where: `seniority IN (${list(filters.seniority.map(seniorityCode))})` });
  if (filters.yearsMin !== undefined || filters.yearsMax !== undefined) {
    const parts = ['has_years=1'];
    if (filters.yearsMin !== undefined) parts.push(`years>=${sqlNumber(filters.yearsMin)}`);
    if (filters.yearsMax !== undefined) parts.push(`years<=${sqlNumber(filters.yearsMax)}`);
    out.set('years', { where: parts.join(' AND ') });
  }
  if (filters.salary) {
    const { min, max, currency } = filters.salary;
    const parts = [`currency=${hashOf(currency)}`, 'has_salary=1'];
    if (min !== null) parts.push(`salary_high>=${sqlNumber(Math.ceil(min))}`);
    if (max !== null) parts.push(`salary_low<=${sqlNumber(Math.floor(max))}`);
    out.set('salary', { where: parts.join(' AND ') });
  }
  if (filters.postedWithinDays) out.set('posted', { where: `posted_at>=${sqlNumber(now - filters.postedWithinDays * DAY_MS)}` });
  if (filters.orgIds?.length) out.set('org', { where: `org IN (${list(filters.orgIds.map(hashOf))})` });
  if (filters.sources?.length) out.set('source', { where: `source IN (${list(filters.sources.map((source) => SOURCE_CODES[source]))})` });
  return out;
}

export const seniorityOfCode = (code: number) => SENIORITIES[code - 1] ?? null;
