// The search endpoints. The ID token goes when someone is signed in (a candidate's adds "match to
// me"; candidate search requires a member's), and nothing is loaded for it for visitors. The
// first calls use the public part of the endpoint map, so the page's first load stays small;
// applying and adding to a pipeline (signed in, on a click) use the whole map.
import { callApi, callPublicApi } from 'shared-auth';
import type { CandidateResult, JobDetails, JobResult, SearchAnswer, SearchKind } from '../types/search';

export function search(kind: SearchKind, params: URLSearchParams, signal: AbortSignal): Promise<SearchAnswer<JobResult | CandidateResult>> {
  const query = Object.fromEntries(params);
  return kind === 'job'
    ? callPublicApi<'GET /api/search/jobs', SearchAnswer<JobResult>>('GET /api/search/jobs', { query }, { signal })
    : callPublicApi<'GET /api/search/candidates', SearchAnswer<CandidateResult>>('GET /api/search/candidates', { query }, { signal });
}

export function suggestSkills(prefix: string, signal: AbortSignal): Promise<{ suggestions: { name: string; via?: string }[] }> {
  return callPublicApi('GET /api/search/skills', { query: { prefix } }, { signal });
}

export function fetchJob(jobId: string): Promise<JobDetails> {
  return callPublicApi<'GET /api/search/jobs/:jobId', JobDetails>('GET /api/search/jobs/:jobId', { params: { jobId } });
}

export function applyToJob(jobId: string, resumeId: string): Promise<unknown> {
  return callApi('POST /api/applications', { json: { jobId, resumeId } });
}

export function addToPipeline(jobId: string, talentUid: string): Promise<unknown> {
  return callApi('POST /api/jobs/:jobId/pipeline', { params: { jobId }, json: { talentUid } });
}
