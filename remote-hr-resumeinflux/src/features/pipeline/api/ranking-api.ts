/**
 * The api's ranking of a job's applicants (GET /api/jobs/:jobId/ranking): the best matches
 * re-ordered by HireGen's learned relevance model. Only the order is used from it; what the
 * list shows comes from the live application documents.
 */
import { callApi } from 'shared-auth';
import type { JobRankingAnswer } from 'shared-schemas';

export async function fetchJobRanking(jobId: string, limit: number, signal?: AbortSignal): Promise<JobRankingAnswer> {
  // The map gives it the GenAI time limit: the engine re-ranks up to a few hundred resumes.
  return callApi('GET /api/jobs/:jobId/ranking', { params: { jobId }, query: { limit } }, { signal });
}
