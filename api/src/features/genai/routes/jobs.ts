// POST /api/v1/jobs/parse (job description text → ParsedJob) and /api/v1/jobs/generate
// (a title and a few inputs → an editable job description).
import type { FastifyInstance } from 'fastify';
import type { GenaiEngine } from '../service/genai-engine';
import { GENAI_ANSWER_SCHEMAS as answers } from 'shared-schemas';
import { V1_TAG, textBody, textErrorResponses } from '../schemas/v1-schemas';
import { apiKeyHeaders } from '../../keys/schemas/api-key-header';
import { TEXT_BODY_LIMIT } from './resumes';
import { acceptBodies, requiredText } from './multipart-body';
import { typed } from '../../../plugins/typed-routes';

const shortText = (maxLength: number, description: string) => ({ type: 'string', maxLength, description }) as const;
const textList = (maxItems: number, maxLength: number, description: string) =>
  ({ type: 'array', maxItems, items: { type: 'string', minLength: 1, maxLength }, description }) as const;

const jobDraftInputSchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120, description: 'Job title, e.g. "Sr. Frontend Engineer"' },
    company: shortText(200, 'Company name'),
    location: shortText(200, 'Location, e.g. "Bengaluru, India"'),
    workplace: { type: 'string', enum: ['remote', 'hybrid', 'onsite'] },
    employmentType: shortText(50, 'e.g. full-time, part-time, contract, internship'),
    skills: textList(30, 80, 'Required skills'),
    preferredSkills: textList(30, 80, 'Nice-to-have skills'),
    yearsExperience: { type: 'integer', minimum: 0, maximum: 50 },
    salary: shortText(100, 'Salary as written, e.g. "₹18–24 LPA"'),
    about: shortText(2000, 'About the company'),
    benefits: textList(20, 200, 'Benefits'),
  },
  examples: [{ title: 'Senior Frontend Engineer', company: 'Acme', location: 'Remote', skills: ['React', 'TypeScript'], yearsExperience: 5 }],
} as const;

export async function jobRoutes(fastify: FastifyInstance, { engine }: { engine: GenaiEngine }) {
  const app = typed(fastify);
  const json = acceptBodies(['json']);

  app.post(
    '/jobs/parse',
    {
      onRequest: json,
      bodyLimit: TEXT_BODY_LIMIT,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Parse a job description',
        description:
          'JSON { "text": "..." }: title, seniority, location, remote, employment type, salary, required vs preferred skills, years, education, responsibilities and benefits (EEO and benefits boilerplate kept apart).',
        body: textBody,
        response: { 200: answers['jobs/parse'], ...textErrorResponses },
      },
    },
    async (request) => engine.tasks.parseJob({ text: requiredText(request.body.text, 'text') }),
  );

  app.post(
    '/jobs/generate',
    {
      onRequest: json,
      bodyLimit: 64 * 1024,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Generate a job description from a title and a few inputs',
        description: 'JSON JobDraftInput. Answers editable sections, the whole text, and an inclusive-language check.',
        body: jobDraftInputSchema,
        response: { 200: answers['jobs/generate'], ...textErrorResponses },
      },
    },
    async (request) => {
      const input = request.body;
      requiredText(input.title, 'title');
      return engine.tasks.generateJob(input);
    },
  );
}
