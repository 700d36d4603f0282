/** HireGen's job tools (api v1): parse a posting, generate a description from a title. */
import { apiFetch } from 'shared-auth';
import { GENAI_ANSWERS } from 'shared-schemas';
import type { GeneratedDraft, ParsedPosting } from '../utils/parsed-posting';

const TOOL_TIMEOUT_MS = 30_000;

export function parsePosting(text: string): Promise<ParsedPosting> {
  return apiFetch<ParsedPosting>('/api/v1/jobs/parse', { json: { text }, timeoutMs: TOOL_TIMEOUT_MS, answer: GENAI_ANSWERS['jobs/parse'] });
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
  return apiFetch<GeneratedDraft>('/api/v1/jobs/generate', { json: request, timeoutMs: TOOL_TIMEOUT_MS, answer: GENAI_ANSWERS['jobs/generate'] });
}
