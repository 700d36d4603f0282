// Cover letters (issue 27, feature 9): the api drafts a letter from one of the candidate's own
// saved resumes and an open job (or pasted job text) with the offline engine. The candidate edits
// and saves the letter in Firestore under firestore.rules (owner only); the api never stores it.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ANSWER_SCHEMAS, LETTER_LIMITS } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { HttpError } from '../../../platform/errors';
import { readLetterSources } from '../service/letter-sources';
import type { GenaiEngine } from '../../genai/service/genai-engine';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

interface CoverLetterOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
  engine: GenaiEngine;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema, 503: messageSchema };
const idPattern = '^[A-Za-z0-9_-]{1,128}$';

export const DRAFT_BODY = {
  type: 'object',
  required: ['resumeId'],
  additionalProperties: false,
  properties: {
    resumeId: { type: 'string', pattern: idPattern },
    jobId: { type: 'string', pattern: idPattern },
    job: {
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: {
        title: { type: 'string', maxLength: LETTER_LIMITS.jobTitle },
        company: { type: 'string', maxLength: LETTER_LIMITS.company },
        text: { type: 'string', minLength: 1, maxLength: LETTER_LIMITS.jobText },
      },
    },
  },
} as const;

export async function coverLetterRoutes(fastify: FastifyInstance, { firebase, config, engine }: CoverLetterOptions) {
  const app = typed(fastify);
  const { firestore } = firebase;
  app.post(
    '/api/cover-letters/draft',
    {
      config: { rateLimit: { max: config.apiRateLimit.max, timeWindow: config.apiRateLimit.windowMs } },
      onRequest: [app.authenticate, app.requireRole('Candidate')],
      schema: {
        tags: ['candidate'],
        summary: 'Draft a cover letter from one of my resumes and a job',
        description:
          'Body { resumeId, jobId } for an open job, or { resumeId, job: { text, title?, company? } } for pasted job text. The letter names only skills, employers and figures the resume says; skills the job asks for that the resume lacks are listed in notClaimed. Nothing is stored.',
        security: [{ firebaseIdToken: [] }],
        body: DRAFT_BODY,
        response: {
          200: ACCOUNT_ANSWER_SCHEMAS.letterDraft,
          ...errors,
        },
      },
    },
    async (request) => {
      const { body } = request;
      if (!body.jobId === !body.job) throw new HttpError(400, 'Choose an open job or paste the job text (one of them).');
      const uid = request.account!.uid;
      const { resume, job } = await readLetterSources(firestore, uid, body, config.storeTimeoutMs);
      const draft = await engine.tasks.draftCoverLetter({ resume, job: { title: job.title, company: job.company, text: job.text } });
      return {
        title: draft.title,
        recipient: draft.recipient,
        greeting: draft.greeting,
        paragraphs: draft.paragraphs,
        closing: draft.closing,
        notClaimed: draft.notClaimed,
        claims: draft.claims,
        job: { id: job.id, title: job.title, company: job.company },
      };
    },
  );
}
