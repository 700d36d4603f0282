// The search endpoints. apiFetch sends the ID token when someone is signed in (a candidate's
// adds "match to me"; candidate search requires a member's) and loads nothing for visitors.
import { apiFetch } from 'shared-auth';
import type { CandidateResult, JobDetails, JobResult, SearchAnswer, SearchKind } from '../types/search';

export function search(kind: SearchKind, params: URLSearchParams, signal: AbortSignal): Promise<SearchAnswer<JobResult | CandidateResult>> {
  const path = kind === 'job' ? '/api/search/jobs' : '/api/search/candidates';
  const query = params.toString();
  return apiFetch(`${path}${query ? `?${query}` : ''}`, { signal });
}

export function suggestSkills(prefix: string, signal: AbortSignal): Promise<{ suggestions: { name: string; via?: string }[] }> {
  return apiFetch(`/api/search/skills?${new URLSearchParams({ prefix })}`, { signal });
}

export function fetchJob(jobId: string): Promise<JobDetails> {
  return apiFetch(`/api/search/jobs/${encodeURIComponent(jobId)}`);
}

export function applyToJob(jobId: string, resumeId: string): Promise<unknown> {
  return apiFetch('/api/applications', { method: 'POST', json: { jobId, resumeId } });
}

export function addToPipeline(jobId: string, talentUid: string): Promise<unknown> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/pipeline`, { method: 'POST', json: { talentUid } });
}
