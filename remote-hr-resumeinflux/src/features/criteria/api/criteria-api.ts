/**
 * A job's review criteria through the api: suggestions from the posting (nothing saved) and a
 * save, after which the api re-reviews every applicant of the job (jobCriteria and
 * criteriaReviews are HR's to read and the api's alone to write, firestore.rules).
 */
import { apiFetch } from 'shared-auth';
import {
  API_TIMEOUTS,
  CRITERIA_SAVE_ANSWER,
  CRITERIA_SUGGESTIONS_ANSWER,
  type CriteriaSaveAnswer,
  type CriteriaSuggestionsAnswer,
  type JobCriteriaInput,
} from 'shared-schemas';

export function fetchCriteriaSuggestions(jobId: string): Promise<CriteriaSuggestionsAnswer> {
  return apiFetch<CriteriaSuggestionsAnswer>(`/api/jobs/${encodeURIComponent(jobId)}/criteria/suggestions`, {
    timeoutMs: API_TIMEOUTS.genaiMs,
    answer: CRITERIA_SUGGESTIONS_ANSWER,
  });
}

export function saveJobCriteria(jobId: string, input: JobCriteriaInput): Promise<CriteriaSaveAnswer> {
  // A save re-reviews every applicant: engine work, so the GenAI time limit.
  return apiFetch<CriteriaSaveAnswer>(`/api/jobs/${encodeURIComponent(jobId)}/criteria`, {
    method: 'PUT',
    json: input,
    timeoutMs: API_TIMEOUTS.genaiMs,
    answer: CRITERIA_SAVE_ANSWER,
  });
}
