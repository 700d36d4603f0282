// The embedded engine on hand-made documents: boolean sets, phrases, scoring order, tenancy,
// filters and facet counts, paging, removal.
import { jobDoc, directoryDoc, applicationDoc, talentDoc } from '../../../src/features/search/service/documents';
import { MemorySearchIndex } from '../../../src/features/search/service/memory-index';
import { parseSearchParams } from '../../../src/features/search/service/params';
import type { SearchRequest } from '../../../src/features/search/service/search-index';

const day = 86_400_000;
const now = Date.parse('2026-11-20T12:00:00Z');

function job(id: string, title: string, description: string, extra: Record<string, unknown> = {}, daysAgo = 1) {
  const opened = new Date(now - daysAgo * day).toISOString();
  return jobDoc(id, {
    orgId: 'org-1',
    orgName: 'Acme',
    title,
    description,
    status: 'open',
    openedAt: opened,
    parsed: { requiredSkills: [], preferredSkills: [], seniority: 'mid', location: 'Noida', remote: 'onsite', salary: null, ...extra },
  })!;
}

function run(index: MemorySearchIndex, query: string, overrides: Partial<SearchRequest> = {}) {
  const params = parseSearchParams(Object.fromEntries(new URLSearchParams(query)), 'job');
  return index.search({
    query: params.query,
    filters: params.filters,
    visibleTo: { kind: 'public' },
    sort: { by: params.sort === 'newest' ? 'newest' : 'relevance' },
    offset: (params.page - 1) * params.pageSize,
    limit: params.pageSize,
    now,
    ...overrides,
  });
}
const ids = (hits: { hits: { doc: { id: string } }[] }) => hits.hits.map((hit) => hit.doc.id);

describe('MemorySearchIndex', () => {
  const index = new MemorySearchIndex();
  index.upsert(job('a', 'Frontend Engineer', 'Build the spring boot gateway and React pages.', { requiredSkills: ['React', 'JS'] }, 1));
  index.upsert(
    job('b', 'Backend Engineer', 'Spring and boot camps. Java services.', { requiredSkills: ['Java'], seniority: 'senior', location: 'Gurugram' }, 3),
  );
  index.upsert(
    job('c', 'Staff Nurse', 'Patient care on a busy ward.', { requiredSkills: ['Patient care'], seniority: 'senior', remote: 'remote', location: 'Pune' }, 20),
  );

  it('matches a phrase only when its words stand side by side', () => {
    expect(ids(run(index, 'q="spring boot"'))).toEqual(['a']);
    expect(ids(run(index, 'q=spring boot')).sort()).toEqual(['a', 'b']);
  });

  it('ranks a title match above a body match', () => {
    expect(ids(run(index, 'q=engineer OR java'))[0]).toBe('b');
    expect(ids(run(index, 'q=frontend OR react'))[0]).toBe('a');
  });

  it('evaluates NOT against everything, and OR inside AND', () => {
    expect(ids(run(index, 'q=-engineer'))).toEqual(['c']);
    expect(ids(run(index, 'q=(nurse OR java) -title:nurse'))).toEqual(['b']);
  });

  it('counts each facet without its own filter, and the rest with all', () => {
    const result = run(index, 'q=&seniority=senior');
    expect(ids(result).sort()).toEqual(['b', 'c']);
    expect(result.facets.seniority).toEqual([
      { value: 'senior', count: 2 },
      { value: 'mid', count: 1 },
    ]);
    expect(result.facets.location).toEqual([
      { value: 'Gurugram', count: 1 },
      { value: 'Pune', count: 1 },
    ]);
    expect(result.facets.posted).toEqual([
      { value: '1', count: 0 },
      { value: '7', count: 1 },
      { value: '30', count: 2 },
    ]);
  });

  it('finds places within a radius and remote jobs when asked', () => {
    expect(ids(run(index, 'q=&location=Delhi&radius=50')).sort()).toEqual(['a', 'b']);
    expect(ids(run(index, 'q=&location=Delhi&radius=50&remote=true')).sort()).toEqual(['a', 'b', 'c']);
  });

  it('pages newest first without repeating a result', () => {
    expect(ids(run(index, 'q=&sort=newest&pageSize=2'))).toEqual(['a', 'b']);
    expect(ids(run(index, 'q=&sort=newest&pageSize=2&page=2'))).toEqual(['c']);
  });

  it('forgets removed and replaced documents', () => {
    const local = new MemorySearchIndex();
    local.upsert(job('x', 'Pilot', 'Fly'));
    local.upsert(job('x', 'Chef', 'Cook'));
    expect(ids(run(local, 'q=pilot'))).toEqual([]);
    expect(ids(run(local, 'q=chef'))).toEqual(['x']);
    local.remove('x');
    expect(run(local, 'q=').total).toBe(0);
    expect(local.size).toBe(0);
  });

  it("keeps candidates to what the caller may read: the directory, their organisation's people as the rules allow", () => {
    const people = new MemorySearchIndex();
    people.upsert(directoryDoc('u1', { name: 'Open Olga', headline: 'Engineer', skills: [], years: 3 }));
    people.upsert(
      applicationDoc('a1', {
        orgId: 'org-1',
        name: 'Applied Ann',
        stage: 'applied',
        interviewerUids: ['iv-1'],
        resumeSnapshot: { basics: { label: 'Engineer' } },
      })!,
    );
    people.upsert(
      applicationDoc('a4', {
        orgId: 'org-1',
        name: 'Unassigned Uma',
        stage: 'applied',
        interviewerUids: [],
        resumeSnapshot: { basics: { label: 'Engineer' } },
      })!,
    );
    people.upsert(applicationDoc('a2', { orgId: 'org-2', name: 'Other Otto', stage: 'applied', resumeSnapshot: { basics: { label: 'Engineer' } } })!);
    people.upsert(talentDoc('org-1', 't1', { resume: { basics: { name: 'Uploaded Ugo', label: 'Engineer' } } }));
    const reader = (uid: string, role: 'HR' | 'Interviewer', orgId: string, orgState: 'active' | 'suspended' = 'active') => ({
      uid,
      role,
      orgId,
      emailVerified: true,
      orgState,
    });
    const request = (who: ReturnType<typeof reader>) =>
      people.search({
        query: parseSearchParams({ q: 'engineer' }, 'candidate').query,
        filters: {},
        visibleTo: { kind: 'reader', reader: who },
        sort: { by: 'relevance' },
        offset: 0,
        limit: 10,
      });
    expect(ids(request(reader('hr-1', 'HR', 'org-1'))).sort()).toEqual(['application:a1', 'application:a4', 'directory:u1', 'talent:org-1:t1']);
    expect(ids(request(reader('iv-1', 'Interviewer', 'org-1'))).sort()).toEqual(['application:a1', 'directory:u1']);
    expect(ids(request(reader('iv-2', 'Interviewer', 'org-1')))).toEqual(['directory:u1']);
    expect(ids(request(reader('hr-3', 'HR', 'org-3')))).toEqual(['directory:u1']);
    expect(ids(request(reader('hr-1', 'HR', 'org-1', 'suspended')))).toEqual([]);
    expect(ids(people.search({ query: null, filters: {}, visibleTo: { kind: 'public' }, sort: { by: 'relevance' }, offset: 0, limit: 10 }))).toEqual([]);
    expect(applicationDoc('a3', { orgId: 'org-1', stage: 'withdrawn' })).toBeNull();
  });
});
