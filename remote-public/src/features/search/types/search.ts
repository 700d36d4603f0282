/** What GET /api/search/{jobs,candidates} answer (api/src/routes/search.ts). */
export interface Highlight {
  text: string;
  marks: [number, number][];
}

export interface SearchMatch {
  score: number;
  matched: string[];
  missing: string[];
  reason: string;
}

interface ResultBase {
  id: string;
  title: string;
  score: number;
  highlights: { title?: Highlight; snippet?: Highlight; skills?: string[] };
  match?: SearchMatch;
}

export interface JobResult extends ResultBase {
  orgId: string | null;
  orgName: string | null;
  location: string | null;
  remote: 'onsite' | 'hybrid' | 'remote';
  seniority: string | null;
  minYears: number | null;
  salary: { min: number | null; max: number | null; currency: string; period: string } | null;
  requiredSkills: string[];
  preferredSkills: string[];
  postedAt: string | null;
}

export interface CandidateResult extends ResultBase {
  name: string;
  headline: string | null;
  location: string | null;
  years: number | null;
  skills: string[];
  source: 'directory' | 'applied' | 'uploaded';
  /** Directory entries: the candidate's uid (what "add to pipeline" sends). */
  uid?: string;
  jobTitle?: string | null;
  stage?: string | null;
}

export interface FacetValue {
  value: string;
  count: number;
  label?: string;
}

export interface SearchFacets {
  skills?: FacetValue[];
  seniority?: FacetValue[];
  location?: FacetValue[];
  organization?: FacetValue[];
  remote?: number;
  posted?: FacetValue[];
  years?: FacetValue[];
  currency?: FacetValue[];
  source?: FacetValue[];
}

export interface SearchAnswer<R> {
  total: number;
  page: number;
  pageSize: number;
  results: R[];
  facets: SearchFacets;
  /** Jobs, signed in as a candidate: whether a match can be shown. */
  me?: { matchAvailable: boolean; message?: string };
  /** Candidates: the caller's organisation's open jobs. */
  jobs?: { id: string; title: string }[];
}

export interface JobDetails extends JobResult {
  description: string;
  employmentType: string | null;
}

export type SearchKind = 'job' | 'candidate';
