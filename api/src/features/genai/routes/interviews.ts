// POST /api/v1/interview/plan, /feedback and /transcript: the interview engine over HTTP. Used by
// practice on /mock-interview (signed out too: nothing is stored here), by HR generating a kit,
// and by interviewers reading a transcript's per-answer insights. The engine runs in its
// processes; every text is capped here and the engine caps again.
import type { FastifyInstance } from 'fastify';
import { QUESTION_KINDS } from 'genai/interview-types';
import { PRACTICE_FIELDS } from 'genai/practice-fields';
import type { GenaiEngine } from '../service/genai-engine';
import type { InterviewJob } from '../service/interview-tasks';
import { HttpError } from '../../../platform/errors';
import { GENAI_ANSWER_SCHEMAS as answers, INTERVIEW_ENGINE_LIMITS } from 'shared-schemas';
import { V1_TAG, textErrorResponses } from '../schemas/v1-schemas';
import { apiKeyHeaders } from '../../keys/schemas/api-key-header';
import { acceptBodies, requiredText } from './multipart-body';
import { typed } from '../../../plugins/typed-routes';

/** What these endpoints read (shared-schemas: the pages cut their texts to the same). */
const INTERVIEW_LIMITS = INTERVIEW_ENGINE_LIMITS;

const fieldIds = PRACTICE_FIELDS.map((f) => f.id);
const jobProps = {
  job: { type: 'string', maxLength: INTERVIEW_LIMITS.job, description: 'The job posting as plain text (or give "field")' },
  field: { type: 'string', enum: fieldIds, description: `A practice field instead of a posting: ${fieldIds.join(', ')}` },
} as const;
const kind = { type: 'string', enum: [...QUESTION_KINDS] } as const;
const competency = { type: 'string', minLength: 1, maxLength: 60, pattern: '^[a-z-]+$' } as const;
const durationSec = { type: 'number', minimum: 0, maximum: 3600, description: 'Seconds the answer took, when timed (gives words per minute)' } as const;

/** The job or field of a body: exactly one, and a job must have text. */
function jobOf(body: { job?: string; field?: string }): InterviewJob {
  if (body.job !== undefined && body.field !== undefined) throw new HttpError(400, 'Send either "job" or "field", not both.');
  if (body.field !== undefined) return { field: body.field };
  return { job: requiredText(body.job, 'job') };
}

export async function interviewRoutes(fastify: FastifyInstance, { engine }: { engine: GenaiEngine }) {
  const app = typed(fastify);
  const json = acceptBodies(['json']);

  app.post(
    '/interview/plan',
    {
      onRequest: json,
      bodyLimit: 256 * 1024,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Interview questions for a job or a field (and a resume): warm-up, behavioural, technical, situational, closing',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...jobProps,
            resume: { type: 'string', maxLength: INTERVIEW_LIMITS.resume, description: 'Resume text: adds questions about its roles and gaps' },
            count: { type: 'integer', minimum: 3, maximum: 15 },
            variant: { type: 'integer', minimum: 0, maximum: 1000, description: 'Another round: rotates the wording' },
          },
          examples: [{ field: 'nursing', count: 6 }],
        },
        response: {
          200: answers['interview/plan'],
          ...textErrorResponses,
        },
      },
    },
    async (request) => {
      const { body } = request;
      return engine.tasks.interviewPlan({ ...jobOf(body), resume: body.resume?.trim() || undefined, count: body.count, variant: body.variant });
    },
  );

  app.post(
    '/interview/feedback',
    {
      onRequest: json,
      bodyLimit: 256 * 1024,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Feedback on one interview answer: 1–5 score with reason, STAR, job terms, numbers, fillers, pace, flags, one suggestion',
        body: {
          type: 'object',
          required: ['question', 'answer'],
          additionalProperties: false,
          properties: {
            ...jobProps,
            question: { type: 'string', minLength: 1, maxLength: INTERVIEW_LIMITS.question },
            answer: { type: 'string', maxLength: INTERVIEW_LIMITS.answer },
            kind,
            competency,
            durationSec,
          },
        },
        response: {
          200: answers['interview/feedback'],
          ...textErrorResponses,
        },
      },
    },
    async (request) => {
      const { body } = request;
      return engine.tasks.interviewFeedback({
        ...jobOf(body),
        question: requiredText(body.question, 'question'),
        answer: requiredText(body.answer, 'answer'),
        kind: body.kind,
        competency: body.competency,
        durationSec: body.durationSec,
      });
    },
  );

  app.post(
    '/interview/transcript',
    {
      onRequest: json,
      bodyLimit: 512 * 1024,
      schema: {
        tags: [V1_TAG],
        headers: apiKeyHeaders,
        summary: 'Feedback on every answer of an interview and the session report (score per competency, STAR rates, next step)',
        body: {
          type: 'object',
          required: ['items'],
          additionalProperties: false,
          properties: {
            ...jobProps,
            items: {
              type: 'array',
              minItems: 1,
              maxItems: INTERVIEW_LIMITS.items,
              items: {
                type: 'object',
                required: ['id', 'question', 'kind', 'competency'],
                additionalProperties: false,
                properties: {
                  id: { type: 'string', minLength: 1, maxLength: 40 },
                  question: { type: 'string', minLength: 1, maxLength: INTERVIEW_LIMITS.question },
                  kind,
                  competency,
                  answer: { type: 'string', maxLength: INTERVIEW_LIMITS.answer },
                  durationSec,
                },
              },
            },
          },
        },
        response: {
          200: answers['interview/transcript'],
          ...textErrorResponses,
        },
      },
    },
    async (request) => {
      const { body } = request;
      return engine.tasks.interviewTranscript({ ...jobOf(body), items: body.items });
    },
  );
}
