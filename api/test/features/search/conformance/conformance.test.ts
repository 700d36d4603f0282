// One table of search behaviour every SearchIndex must show, run against each backend
// (backends.ts): the query language, filters and facets, tenancy, freshness. A backend passes
// only if it gives the same answers as written here — which are the embedded engine's.
import type { Reader } from '../../../../src/platform/read-access';
import { applicationDoc, directoryDoc, jobDoc, talentDoc } from '../../../../src/features/search/service/documents';
import { parseSearchParams } from '../../../../src/features/search/service/params';
import type { SearchFacets, SearchHits, SearchIndex, SearchRequest } from '../../../../src/features/search/service/search-index';
import { BACKENDS, type Engine } from './backends';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-20T12:00:00Z');

function job(id: string, orgId: string, orgName: string, title: string, description: string, hoursAgo: number, parsed: Record<string, unknown>) {
  return jobDoc(id, {
    orgId,
    orgName,
    title,
    description,
    status: 'open',
    openedAt: new Date(now - hoursAgo * HOUR).toISOString(),
    parsed: { requiredSkills: [], preferredSkills: [], seniority: 'mid', location: 'Noida', remote: 'onsite', salary: null, ...parsed },
  } as Parameters<typeof jobDoc>[1])!;
}

const JOBS = [
  job('j1', 'org-a', 'Acme', 'Senior Java Engineer', 'Build Spring Boot services. Node.js and C++ tooling.', 12, {
    requiredSkills: ['Java', 'Spring'],
    seniority: 'senior',
    minYears: 6,
    salary: { min: 1_200_000, max: 2_000_000, currency: 'INR', period: 'year' },
  }),
  job('j2', 'org-b', 'Globex', 'Frontend Developer', "React pages in TypeScript; the O'Reilly book club.", 72, {
    requiredSkills: ['React', 'TypeScript'],
    location: 'Gurugram',
    minYears: 2,
    salary: { min: 900_000, max: 1_400_000, currency: 'INR', period: 'year' },
  }),
  job('j3', 'org-a', 'Acme', 'Staff Nurse', 'Patient care on a busy ward.', 480, {
    requiredSkills: ['Patient care'],
    seniority: 'senior',
    location: 'Pune',
    remote: 'remote',
  }),
  job('j4', 'org-b', 'Globex', 'Data Engineer', 'Python and Spark pipelines; C# is a plus, Kotlin or Java welcome.', 960, {
    requiredSkills: ['Python', 'Spark'],
    location: 'Zürich',
    minYears: 5,
    salary: { min: 80_000, max: 100_000, currency: 'EUR', period: 'year' },
  }),
  job('j5', 'org-c', 'Initech', 'Java Developer', 'Maintain billing batch jobs.', 2, {
    requiredSkills: ['Java'],
    seniority: 'entry',
    location: 'Bengaluru',
    minYears: 1,
  }),
];

const engineerResume = (label: string) => ({ basics: { label } });
const CANDIDATES = [
  directoryDoc('u1', { name: 'Olga', headline: 'Java Engineer', skills: ['Java'], years: 3 }),
  directoryDoc('u2', { name: 'Ravi', headline: 'Nurse', skills: ['Patient care'], years: 12 }),
  applicationDoc('a1', {
    orgId: 'org-a',
    candidateUid: 'c9',
    name: 'Ann',
    stage: 'applied',
    interviewerUids: ['iv-a'],
    resumeSnapshot: engineerResume('Java Engineer'),
  })!,
  applicationDoc('a2', { orgId: 'org-a', name: 'Uma', stage: 'applied', interviewerUids: [], resumeSnapshot: engineerResume('Python Engineer') })!,
  applicationDoc('a3', { orgId: 'org-b', candidateUid: 'c8', name: 'Otto', stage: 'applied', resumeSnapshot: engineerResume('Java Engineer') })!,
  talentDoc('org-a', 't1', { resume: { basics: { name: 'Ugo', label: 'Java Engineer' } } }),
  talentDoc('org-b', 't2', { resume: { basics: { name: 'Vera', label: 'Java Engineer' } } }),
];

const reader = (uid: string, role: Reader['role'], orgId: string | null, orgState: Reader['orgState'] = orgId ? 'active' : 'none'): Reader => ({
  uid,
  role,
  orgId,
  emailVerified: true,
  orgState,
});
const READERS = {
  hrA: reader('hr-a', 'HR', 'org-a'),
  hrB: reader('hr-b', 'HR', 'org-b'),
  interviewerA: reader('iv-a', 'Interviewer', 'org-a'),
  otherInterviewerA: reader('iv-z', 'Interviewer', 'org-a'),
  suspendedHrA: reader('hr-a', 'HR', 'org-a', 'suspended'),
  candidateC9: reader('c9', 'Candidate', null),
  directoryU1: reader('u1', 'Candidate', null),
};

interface Case {
  name: string;
  /** Query string as the api receives it. */
  query: string;
  index?: 'jobs' | 'candidates';
  who?: keyof typeof READERS;
  /** The hits' ids; `ordered` compares in order, otherwise as a set. */
  ids: string[];
  ordered?: boolean;
  total?: number;
  facets?: Partial<SearchFacets>;
}

const CASES: Case[] = [
  // Query language
  { name: 'words: every word must match', query: 'q=java engineer', ids: ['j1', 'j4'] },
  { name: 'a phrase only where its words stand side by side', query: 'q="spring boot"', ids: ['j1'] },
  { name: 'OR', query: 'q=nurse OR react', ids: ['j2', 'j3'] },
  { name: 'NOT on its own subtracts from everything', query: 'q=-java', ids: ['j2', 'j3'] },
  { name: 'NOT inside AND, and OR inside AND', query: 'q=(engineer OR nurse) -title:data', ids: ['j1', 'j3'] },
  { name: 'field:term looks in that field only', query: 'q=title:java', ids: ['j1', 'j5'] },
  { name: 'company:', query: 'q=company:globex', ids: ['j2', 'j4'] },
  { name: 'location:', query: 'q=location:pune', ids: ['j3'] },
  { name: 'words with dots and pluses', query: 'q="node.js" c%2B%2B', ids: ['j1'] },
  { name: 'C#', query: 'q=c%23', ids: ['j4'] },
  { name: 'accents fold', query: 'q=zurich', ids: ['j4'] },
  { name: 'apostrophes', query: "q=o'reilly", ids: ['j2'] },
  { name: 'hostile text is words, not operators', query: `q=${encodeURIComponent("java @ \\ ' | * ~ ^ $ = ;")}`, ids: ['j1', 'j4', 'j5'] },
  {
    name: 'quotes, backslashes and @ inside terms and phrases',
    query: `q=${encodeURIComponent(`"senior java" \\'@build' | ("spring") -"x' \\ y"`)}`,
    ids: ['j1'],
  },
  { name: 'operators spelled in a phrase are words', query: 'q="@body | java"', ids: [] },
  { name: 'title words rank above body words', query: 'q=java', ids: ['j1', 'j5', 'j4'], ordered: false },
  { name: 'newest first', query: 'q=&sort=newest', ids: ['j5', 'j1', 'j2', 'j3', 'j4'], ordered: true, total: 5 },
  { name: 'paging', query: 'q=&sort=newest&pageSize=2&page=2', ids: ['j2', 'j3'], ordered: true, total: 5 },
  { name: 'no words: newest first too', query: 'q=', ids: ['j5', 'j1', 'j2', 'j3', 'j4'], ordered: true },
  // Filters and facets (each facet counts without its own filter)
  {
    name: 'seniority filter and facets',
    query: 'q=&seniority=senior',
    ids: ['j1', 'j3'],
    facets: {
      seniority: [
        { value: 'mid', count: 2 },
        { value: 'senior', count: 2 },
        { value: 'entry', count: 1 },
      ],
      location: [
        { value: 'Noida', count: 1 },
        { value: 'Pune', count: 1 },
      ],
      organization: [{ value: 'org-a\u0000Acme', count: 2 }],
      skills: [
        { value: 'Java', count: 1 },
        { value: 'Patient care', count: 1 },
        { value: 'Spring', count: 1 },
      ],
      remote: 1,
      posted: [
        { value: '1', count: 1 },
        { value: '7', count: 1 },
        { value: '30', count: 2 },
      ],
      years: [
        { value: '0-2', count: 0 },
        { value: '3-5', count: 0 },
        { value: '6-9', count: 1 },
        { value: '10+', count: 0 },
      ],
      currency: [{ value: 'INR', count: 1 }],
    },
  },
  { name: 'skills: all of them', query: 'q=&skills=Java', ids: ['j1', 'j5'] },
  { name: 'a city and its radius', query: 'q=&location=Delhi&radius=50', ids: ['j1', 'j2'] },
  { name: 'a radius plus remote', query: 'q=&location=Delhi&radius=50&remote=true', ids: ['j1', 'j2', 'j3'], facets: { remote: 1 } },
  {
    name: 'salary range in one currency',
    query: 'q=&salaryMin=1500000&currency=INR',
    ids: ['j1'],
    facets: {
      currency: [
        { value: 'INR', count: 2 },
        { value: 'EUR', count: 1 },
      ],
    },
  },
  {
    name: 'posted within',
    query: 'q=&posted=7',
    ids: ['j1', 'j2', 'j5'],
    facets: {
      posted: [
        { value: '1', count: 2 },
        { value: '7', count: 3 },
        { value: '30', count: 4 },
      ],
    },
  },
  {
    name: 'organisation filter and facet',
    query: 'q=&org=org-b',
    ids: ['j2', 'j4'],
    facets: {
      organization: [
        { value: 'org-a\u0000Acme', count: 2 },
        { value: 'org-b\u0000Globex', count: 2 },
        { value: 'org-c\u0000Initech', count: 1 },
      ],
    },
  },
  {
    name: 'years range',
    query: 'q=&yearsMin=3&yearsMax=6',
    ids: ['j1', 'j4'],
    facets: {
      years: [
        { value: '0-2', count: 2 },
        { value: '3-5', count: 1 },
        { value: '6-9', count: 1 },
        { value: '10+', count: 0 },
      ],
    },
  },
  // Tenancy: open jobs are public; candidates as the rules allow
  {
    name: "HR: the directory, their organisation's applicants and talent",
    index: 'candidates',
    who: 'hrA',
    query: 'q=',
    ids: ['directory:u1', 'directory:u2', 'application:a1', 'application:a2', 'talent:org-a:t1'],
  },
  {
    name: "another organisation's HR sees none of org A",
    index: 'candidates',
    who: 'hrB',
    query: 'q=engineer',
    ids: ['directory:u1', 'application:a3', 'talent:org-b:t2'],
  },
  {
    name: 'an Interviewer: the directory and applicants assigned to them',
    index: 'candidates',
    who: 'interviewerA',
    query: 'q=',
    ids: ['directory:u1', 'directory:u2', 'application:a1'],
  },
  { name: 'an unassigned Interviewer: the directory only', index: 'candidates', who: 'otherInterviewerA', query: 'q=java', ids: ['directory:u1'] },
  { name: 'a suspended organisation sees nothing', index: 'candidates', who: 'suspendedHrA', query: 'q=', ids: [] },
  { name: 'a candidate: their own application only', index: 'candidates', who: 'candidateC9', query: 'q=', ids: ['application:a1'] },
  { name: 'a directory member: their own entry', index: 'candidates', who: 'directoryU1', query: 'q=', ids: ['directory:u1'] },
  { name: 'signed out: no candidates', index: 'candidates', query: 'q=', ids: [] },
  {
    name: 'source filter and facet',
    index: 'candidates',
    who: 'hrA',
    query: 'q=&source=uploaded',
    ids: ['talent:org-a:t1'],
    facets: {
      source: [
        { value: 'applied', count: 2 },
        { value: 'directory', count: 2 },
        { value: 'uploaded', count: 1 },
      ],
    },
  },
];

function request(item: Pick<Case, 'query' | 'index' | 'who'>): SearchRequest {
  const kind = item.index === 'candidates' ? 'candidate' : 'job';
  const params = parseSearchParams(Object.fromEntries(new URLSearchParams(item.query)), kind);
  return {
    query: params.query,
    filters: params.filters,
    visibleTo: item.who ? { kind: 'reader', reader: READERS[item.who] } : { kind: 'public' },
    sort: { by: params.sort === 'newest' ? 'newest' : 'relevance' },
    offset: (params.page - 1) * params.pageSize,
    limit: params.pageSize,
    now,
  };
}

const ids = (hits: SearchHits) => hits.hits.map((hit) => hit.doc.id);
const sorted = (values: string[]) => [...values].sort();

describe.each(BACKENDS)('search conformance: $name', (backend) => {
  const missing = backend.unavailable();
  if (missing && process.env.CI !== 'true') {
    // Locally an engine that is not installed is skipped, loudly; CI installs it and must run it.
    console.warn(`search conformance: skipping ${backend.name}: ${missing}`);
    it.skip(`${backend.name} (${missing})`, () => {});
    return;
  }

  let engine: Engine;
  beforeAll(async () => {
    if (missing) throw new Error(`${backend.name} must run under CI=true: ${missing}`);
    engine = await backend.start();
    for (const doc of JOBS) engine.jobs.upsert(doc);
    for (const doc of CANDIDATES) engine.candidates.upsert(doc);
  }, 30_000);
  afterAll(async () => {
    await engine?.stop();
  });

  const indexOf = (item: Pick<Case, 'index'>): SearchIndex => (item.index === 'candidates' ? engine.candidates : engine.jobs);

  it.each(CASES)('$name', async (item) => {
    const result = await indexOf(item).search(request(item));
    expect(item.ordered ? ids(result) : sorted(ids(result))).toEqual(item.ordered ? item.ids : sorted(item.ids));
    if (item.total !== undefined) expect(result.total).toBe(item.total);
    else expect(result.total).toBe(item.ids.length);
    for (const [facet, expected] of Object.entries(item.facets ?? {}))
      expect({ facet, value: result.facets[facet as keyof SearchFacets] }).toEqual({ facet, value: expected });
  });

  it('ranks title matches above body matches', async () => {
    const result = await engine.jobs.search(request({ query: 'q=java' }));
    expect(ids(result).at(-1)).toBe('j4');
    expect(result.hits[0]!.score).toBeGreaterThan(result.hits.at(-1)!.score);
  });

  it("sorts by a caller's score over every match", async () => {
    const order = ['j4', 'j2', 'j3', 'j1', 'j5'];
    const result = await engine.jobs.search({ ...request({ query: 'q=' }), sort: { by: 'custom', scoreOf: (doc) => 10 - order.indexOf(doc.id) }, limit: 3 });
    expect(ids(result)).toEqual(order.slice(0, 3));
    expect(result.hits.map((hit) => hit.score)).toEqual([10, 9, 8]);
  });

  it('reads one document by id', async () => {
    expect((await engine.jobs.get('j2'))?.text.title).toBe('Frontend Developer');
    expect(await engine.jobs.get('nope')).toBeUndefined();
  });

  it('keeps text with quotes, backslashes and characters beyond the BMP as written', async () => {
    const odd = job('odd', 'org-d', 'Q\'s "Co" \\ 𝄞 Zürich', 'Quoted \'Role\' \\ "x"', 'Body', 5, { location: 'Mumbai' });
    engine.jobs.upsert(odd);
    const stored = await engine.jobs.get('odd');
    expect(stored).toEqual(odd);
    engine.jobs.remove('odd');
    expect(await engine.jobs.get('odd')).toBeUndefined();
  });

  it('shows an update or a removal in the very next query', async () => {
    const first = job('fresh', 'org-a', 'Acme', 'Pilot', 'Fly the fleet.', 1, {});
    engine.jobs.upsert(first);
    expect(ids(await engine.jobs.search(request({ query: 'q=pilot' })))).toEqual(['fresh']);
    engine.jobs.upsert({ ...first, text: { ...first.text, title: 'Chef' } });
    expect(ids(await engine.jobs.search(request({ query: 'q=pilot' })))).toEqual([]);
    expect(ids(await engine.jobs.search(request({ query: 'q=chef' })))).toEqual(['fresh']);
    engine.jobs.remove('fresh');
    expect(ids(await engine.jobs.search(request({ query: 'q=chef' })))).toEqual([]);

    // A candidate opting out of the directory disappears for every reader.
    engine.candidates.remove('directory:u2');
    expect(sorted(ids(await engine.candidates.search(request({ index: 'candidates', who: 'hrA', query: 'q=nurse' }))))).toEqual([]);
    engine.candidates.upsert(CANDIDATES[1]!);
    expect(ids(await engine.candidates.search(request({ index: 'candidates', who: 'hrA', query: 'q=nurse' })))).toEqual(['directory:u2']);
  });
});
