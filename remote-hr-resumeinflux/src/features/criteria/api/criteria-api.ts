/**
 * A job's review criteria through the api: suggestions from the posting (nothing saved) and a
 * save, after which the api re-reviews every applicant of the job (jobCriteria and
 * criteriaReviews are HR's to read and the api's alone to write, firestore.rules).
 */
import { callApi } from 'shared-auth';
import type { CriteriaSaveAnswer, CriteriaSuggestionsAnswer, JobCriteriaInput } from 'shared-schemas';

export function fetchCriteriaSuggestions(jobId: string): Promise<CriteriaSuggestionsAnswer> {
  return callApi('GET /api/jobs/:jobId/criteria/suggestions', { params: { jobId } });
}

export function saveJobCriteria(jobId: string, input: JobCriteriaInput): Promise<CriteriaSaveAnswer> {
  // A save re-reviews every applicant: the map gives it the GenAI time limit.
  return callApi('PUT /api/jobs/:jobId/criteria', { params: { jobId }, json: { ...input } });
}
