// What the search api (/api/search/*) answers: a page of ranked results with highlights and facets.
import type { AnswerShape } from '../answer-shape';

export const SEARCH_ANSWERS = {
  results: {
    total: 'number',
    page: 'number',
    pageSize: 'number',
    results: [{ id: 'string', title: 'string', score: 'number', highlights: 'object' }],
    facets: 'object',
  },
  job: { id: 'string', title: 'string' },
  skills: { suggestions: 'array' },
} as const satisfies Record<string, AnswerShape>;
