// What a job's criteria routes answer (GET /api/jobs/:jobId/criteria/suggestions, PUT
// /api/jobs/:jobId/criteria), by the names the package has always exported them under: the
// shapes derived from their schemas in HIRING_ANSWER_SCHEMAS (hiring.ts). Apart from
// criteria.ts, whose zod schemas the browser's endpoint map must not carry.
import { HIRING_ANSWERS } from './hiring';

export const CRITERIA_SUGGESTIONS_ANSWER = HIRING_ANSWERS.criteriaSuggestions;
export const CRITERIA_SAVE_ANSWER = HIRING_ANSWERS.saveCriteria;
