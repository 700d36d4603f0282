// POST /api/v1/normalize, /skills, /keywords, /summarize: the text utilities.
import type { FastifyInstance } from 'fastify';
import type { NormalizeKind } from 'genai';
import { GENAI_ANSWER_SCHEMAS as answers } from 'shared-schemas';
import type { GenaiEngine } from '../service/genai-engine';
import { V1_TAG, textBody, textErrorResponses, textField } from '../schemas/v1-schemas';
import { apiKeyHeaders } from '../../keys/schemas/api-key-header';
import { TEXT_BODY_LIMIT } from './resumes';
import { acceptBodies, requiredText } from './multipart-body';
import { typed } from '../../../plugins/typed-routes';

const NORMALIZE_KINDS = ['title', 'skill', 'location', 'seniority', 'employment-type'] as const satisfies readonly NormalizeKind[];

export async function textToolRoutes(fastify: FastifyInstance, { engine }: { engine: GenaiEngine }) {
  const app = typed(fastify);
  const json = acceptBodies(['json']);
  const bodyText = (body: { text: string }) => requiredText(body.text, 'text');

  app.post(
    '/normalize',
    {
      onRequest: json,
      bodyLimit: 16 * 1024,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Normalize a title, skill, location, seniority or employment type',
        description: '"Sr. SWE" → Senior Software Engineer; "k8s" → Kubernetes; "Bangalore" → Bengaluru, India; "FT" → full-time.',
        body: {
          type: 'object',
          required: ['kind', 'value'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: NORMALIZE_KINDS },
            value: { type: 'string', minLength: 1, maxLength: 500 },
          },
          examples: [{ kind: 'title', value: 'Sr. SWE' }],
        },
        response: { 200: answers.normalize, ...textErrorResponses },
      },
    },
    async (request) => {
      const { kind, value } = request.body;
      return engine.tasks.normalize({ kind, value: requiredText(value, 'value') });
    },
  );

  app.post(
    '/skills',
    {
      onRequest: json,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Extract skills from any text, with evidence spans and inferred skills',
        body: textBody,
        response: { 200: answers.skills, ...textErrorResponses },
      },
    },
    async (request) => engine.tasks.extractSkills({ text: bodyText(request.body) }),
  );

  app.post(
    '/keywords',
    {
      onRequest: json,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Extract keyphrases with scores',
        description: 'JSON { "text": "...", "max"?: 1–100 (default 15) }.',
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: textField, max: { type: 'integer', minimum: 1, maximum: 100, description: 'Most keyphrases (default 15)' } },
        },
        response: {
          200: answers.keywords,
          ...textErrorResponses,
        },
      },
    },
    async (request) => {
      const { max } = request.body;
      return engine.tasks.extractKeywords({ text: bodyText(request.body), ...(max === undefined ? {} : { max }) });
    },
  );

  app.post(
    '/summarize',
    {
      onRequest: json,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Summarize a text (extractive)',
        description: 'JSON { "text": "...", "sentences"?: 1–50 (default 3) }: the top sentences, in their original order.',
        body: {
          type: 'object',
          required: ['text'],
          additionalProperties: false,
          properties: { text: textField, sentences: { type: 'integer', minimum: 1, maximum: 50, description: 'Sentences in the summary (default 3)' } },
        },
        response: { 200: answers.summarize, ...textErrorResponses },
      },
    },
    async (request) => {
      const { sentences } = request.body;
      return engine.tasks.summarize({ text: bodyText(request.body), ...(sentences === undefined ? {} : { sentences }) });
    },
  );
}
