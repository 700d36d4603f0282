/**
 * The api's ranking of a job's applicants (GET /api/jobs/:jobId/ranking): the best matches
 * re-ordered by HireGen's learned relevance model. Only the order is used from it; what the
 * list shows comes from the live application documents.
 */
import { apiFetch } from 'shared-auth';
import { API_TIMEOUTS, JOB_RANKING_ANSWER, type JobRankingAnswer } from 'shared-schemas';

export async function fetchJobRanking(jobId: string, limit: number, signal?: AbortSignal): Promise<JobRankingAnswer> {
  return apiFetch<JobRankingAnswer>(`/api/jobs/${encodeURIComponent(jobId)}/ranking?limit=${limit}`, {
    signal,
    // The engine re-ranks up to a few hundred resumes, queued behind other GenAI work.
    timeoutMs: API_TIMEOUTS.genaiMs,
    answer: JOB_RANKING_ANSWER,
  });
}
