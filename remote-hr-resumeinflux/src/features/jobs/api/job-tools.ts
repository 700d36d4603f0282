/** HireGen's job tools (api v1): parse a posting, generate a description from a title. */
import { callApi } from 'shared-auth';
import type { GeneratedDraft, ParsedPosting } from '../utils/parsed-posting';

export function parsePosting(text: string): Promise<ParsedPosting> {
  return callApi<'POST /api/v1/jobs/parse', ParsedPosting>('POST /api/v1/jobs/parse', { json: { text } });
}

export interface DraftRequest {
  title: string;
  company?: string;
  location?: string;
  workplace?: 'remote' | 'hybrid' | 'onsite';
  skills?: string[];
  preferredSkills?: string[];
  yearsExperience?: number;
}

export function generateDescription(request: DraftRequest): Promise<GeneratedDraft> {
  return callApi<'POST /api/v1/jobs/generate', GeneratedDraft>('POST /api/v1/jobs/generate', { json: request });
}
