// What the search api (/api/search/*) answers: a page of ranked results with highlights and facets.
// Signed-out pages load these before content (public-endpoints.ts), so each schema names only what
// the browser checks; the rest of an answer is open (additionalProperties), which the api's
// serializer passes through whole: a result's display fields, facets, `me` and `jobs`.
import { answerShapes, type AnswerSchema } from './answer-schema';

const string = { type: 'string' } as const;
const number = { type: 'number' } as const;
const open = { type: 'object', additionalProperties: true } as const;

export const SEARCH_ANSWER_SCHEMAS = {
  results: {
    ...open,
    properties: {
      total: number,
      page: number,
      pageSize: number,
      results: {
        type: 'array',
        items: { ...open, properties: { id: string, title: string, score: number, highlights: open }, required: ['id', 'title', 'score', 'highlights'] },
      },
      facets: open,
    },
    required: ['total', 'page', 'pageSize', 'results', 'facets'],
  },
  job: { ...open, properties: { id: string, title: string }, required: ['id', 'title'] },
  skills: { type: 'object', properties: { suggestions: { type: 'array', items: open } }, required: ['suggestions'] },
} as const satisfies Record<string, AnswerSchema>;

// Pure: signed-out pages, which read the endpoint map's shapes instead, carry neither the call nor answerShapes.
export const SEARCH_ANSWERS = /* @__PURE__ */ answerShapes(SEARCH_ANSWER_SCHEMAS);
