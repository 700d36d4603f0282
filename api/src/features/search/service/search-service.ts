// HireGen search: two indexes (open jobs; candidates) behind the SearchIndex interface, kept
// fresh by FirestoreSearchSync, and the shaping of answers — highlights, facets, match to me.
// Tenancy is decided by the index's required `visibleTo`: candidate searches see what the
// caller may read under the rules (platform/read-access.ts) — HR the directory and their
// organisation's applicants and talent, an Interviewer the directory and the applicants assigned
// to them — nothing else.
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type CandidateProfile, type CandidateResume, type JsonResume } from 'shared-schemas';
import type { Reader } from '../../../platform/read-access';
import { highlightTerms } from './compile-query';
import { yearsFromWork } from './documents';
import { FirestoreSearchSync, type SyncLogger } from './firestore-sync';
import { highlight, type Highlight } from './highlight';
import { matchProfileToJob, type MatchJob, type MatchProfile, type SearchMatch } from './match';
import { MemorySearchIndex } from './memory-index';
import type { ParsedSearch } from './params';
import type { FacetValue, SearchDoc, SearchFacets, SearchIndex, SearchSort, TextField } from './search-index';
import { canonicalSkill } from './synonyms';

const SNIPPET_LENGTH = 220;
const PROFILE_CACHE_MS = 30_000;

export interface SearchResult {
  id: string;
  title: string;
  score: number;
  highlights: { title?: Highlight; snippet?: Highlight; skills?: string[] };
  match?: SearchMatch;
  [field: string]: unknown;
}

export interface SearchAnswer {
  total: number;
  page: number;
  pageSize: number;
  results: SearchResult[];
  facets: Partial<SearchFacets> & { organization?: (FacetValue & { label: string })[] };
}

export class SearchService {
  readonly jobs: SearchIndex;
  readonly candidates: SearchIndex;
  private sync: FirestoreSearchSync | null = null;
  private profiles = new Map<string, { at: number; profile: MatchProfile | null }>();

  /** `external`: another process (the indexer) keeps the indexes fresh, so start() runs no listeners. */
  private readonly external: boolean;
  private readonly closeIndexes: (() => Promise<void>) | null;

  constructor(
    private readonly firestore: Firestore,
    options: { jobs?: SearchIndex; candidates?: SearchIndex; external?: boolean; close?: () => Promise<void> } = {},
  ) {
    this.jobs = options.jobs ?? new MemorySearchIndex();
    this.candidates = options.candidates ?? new MemorySearchIndex();
    this.external = options.external ?? false;
    this.closeIndexes = options.close ?? null;
  }

  start(log: SyncLogger): void {
    if (this.external) return;
    this.sync = new FirestoreSearchSync(this.firestore, this.jobs, this.candidates, log);
    this.sync.start();
  }

  async stop(): Promise<void> {
    this.sync?.stop();
    await this.closeIndexes?.();
  }

  whenReady(timeoutMs: number): Promise<boolean> {
    return this.sync ? this.sync.whenReady(timeoutMs) : Promise.resolve(true);
  }

  /** Open jobs for everyone; `profile` (a signed-in candidate's) adds each job's match. */
  async searchJobs(params: ParsedSearch, profile: MatchProfile | null): Promise<SearchAnswer> {
    const sort: SearchSort =
      params.sort === 'match' && profile
        ? { by: 'custom', scoreOf: (doc) => matchProfileToJob(profile, jobOf(doc)).score }
        : { by: params.sort === 'newest' ? 'newest' : 'relevance' };
    const { hits, marks, page } = await runSearch(this.jobs, params, { kind: 'public' }, sort);
    return {
      ...page,
      results: hits.hits.map(({ doc, score }) => ({
        id: doc.id,
        ...doc.display,
        title: doc.text.title,
        score,
        highlights: highlightsFor(doc, marks, params.filters.skills),
        ...(profile ? { match: matchProfileToJob(profile, jobOf(doc)) } : {}),
      })),
      facets: {
        skills: hits.facets.skills,
        seniority: hits.facets.seniority,
        location: hits.facets.location,
        organization: hits.facets.organization.map(({ value, count }) => {
          const [id = '', label = ''] = value.split('\u0000');
          return { value: id, label, count };
        }),
        remote: hits.facets.remote,
        posted: hits.facets.posted,
        years: hits.facets.years,
        currency: hits.facets.currency,
      },
    };
  }

  /** Candidates this reader may read; `job` (one of their organisation's open jobs) adds each one's match to it. */
  async searchCandidates(params: ParsedSearch, reader: Reader, job: SearchDoc | null): Promise<SearchAnswer> {
    const target = job ? jobOf(job) : null;
    const sort: SearchSort =
      params.sort === 'match' && target
        ? { by: 'custom', scoreOf: (doc) => matchProfileToJob(profileOfDoc(doc), target).score }
        : { by: params.sort === 'newest' ? 'newest' : 'relevance' };
    const { hits, marks, page } = await runSearch(this.candidates, params, { kind: 'reader', reader }, sort);
    return {
      ...page,
      results: hits.hits.map(({ doc, score }) => ({
        id: doc.id,
        ...doc.display,
        title: String(doc.display.name ?? ''),
        skills: doc.skills,
        source: doc.source,
        score,
        highlights: highlightsFor(doc, marks, params.filters.skills),
        ...(target ? { match: matchProfileToJob(profileOfDoc(doc), target) } : {}),
      })),
      facets: {
        skills: hits.facets.skills,
        seniority: hits.facets.seniority,
        location: hits.facets.location,
        remote: hits.facets.remote,
        posted: hits.facets.posted,
        years: hits.facets.years,
        source: hits.facets.source,
      },
    };
  }

  /** The organisation's open jobs (for "match to this job" and "add to pipeline"). */
  async openJobsOf(orgId: string): Promise<{ id: string; title: string }[]> {
    const found = await this.jobs.search({
      query: null,
      filters: { orgIds: [orgId] },
      visibleTo: { kind: 'public' },
      sort: { by: 'newest' },
      offset: 0,
      limit: 100,
    });
    return found.hits.map(({ doc }) => ({ id: doc.id, title: doc.text.title }));
  }

  /**
   * A candidate's primary resume as a match profile (null without one). Read with
   * firebase-admin, so only ever for the signed-in candidate's own uid; cached briefly because
   * search-as-you-type asks on every keystroke.
   */
  async candidateProfile(uid: string): Promise<MatchProfile | null> {
    const cached = this.profiles.get(uid);
    if (cached && Date.now() - cached.at < PROFILE_CACHE_MS) return cached.profile;
    const candidate = await this.firestore.collection(COLLECTIONS.candidates).doc(uid).get();
    const data = candidate.data() as Partial<CandidateProfile> | undefined;
    let profile: MatchProfile | null = null;
    if (data?.primaryResumeId) {
      const resume = await candidate.ref.collection(COLLECTIONS.resumes).doc(data.primaryResumeId).get();
      const stored = resume.data() as Partial<CandidateResume> | undefined;
      if (stored?.resume) profile = profileOfResume(stored.resume, data.skills ?? []);
    }
    if (this.profiles.size > 10_000) this.profiles.clear();
    this.profiles.set(uid, { at: Date.now(), profile });
    return profile;
  }
}

function jobOf(doc: SearchDoc): MatchJob {
  const display = doc.display as { requiredSkills?: string[]; preferredSkills?: string[]; minYears?: number | null };
  return { requiredSkills: display.requiredSkills ?? [], preferredSkills: display.preferredSkills ?? [], minYears: display.minYears ?? null };
}

function profileOfDoc(doc: SearchDoc): MatchProfile {
  return { skills: doc.skills, years: doc.years };
}

export function profileOfResume(resume: JsonResume, extraSkills: string[] = []): MatchProfile {
  const names = [...extraSkills, ...(resume.skills ?? []).flatMap((group) => [group.name ?? '', ...(group.keywords ?? [])])].filter(Boolean);
  return { skills: [...new Set(names.map(canonicalSkill))], years: yearsFromWork(resume) };
}

function highlightsFor(doc: SearchDoc, marks: Map<TextField, string[][]>, skillFilter: string[] | undefined): SearchResult['highlights'] {
  const out: SearchResult['highlights'] = {};
  const title = highlight(doc.text.title, marks.get('title'));
  if (title) out.title = title;
  const snippet = highlight(doc.text.body, marks.get('body'), SNIPPET_LENGTH);
  if (snippet) out.snippet = snippet;
  const skillWords = marks.get('skills') ?? [];
  const wanted = new Set((skillFilter ?? []).map((skill) => skill.toLowerCase()));
  const skills = doc.skills.filter((skill) => wanted.has(skill.toLowerCase()) || highlight(skill, skillWords) !== null);
  if (skills.length) out.skills = skills;
  return out;
}

/** One page of a search, the terms to highlight, and the page's place in the results. */
async function runSearch(index: SearchIndex, params: ParsedSearch, visibleTo: Parameters<SearchIndex['search']>[0]['visibleTo'], sort: SearchSort) {
  const hits = await index.search({
    query: params.query,
    filters: params.filters,
    visibleTo,
    sort,
    offset: (params.page - 1) * params.pageSize,
    limit: params.pageSize,
  });
  return { hits, marks: highlightTerms(params.query), page: { total: hits.total, page: params.page, pageSize: params.pageSize } };
}
