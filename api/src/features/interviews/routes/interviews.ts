// POST /api/interviews: HR assigns an applicant to interviewers with a kit (features/interviews/service/interviews.ts
// says why it goes through the api). Everything else about interviews — kits, the candidate's
// answers, scorecards — is written from the browser under firestore.rules.
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_ANSWER_SCHEMAS as A, INTERVIEW_REQUESTS } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { createInterview, requireHrOfOrg } from '../service/interviews';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

export interface InterviewRoutesOptions {
  firebase: Pick<FirebaseServices, 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
}

export async function interviewRoutes(fastify: FastifyInstance, options: InterviewRoutesOptions) {
  const app = typed(fastify);
  const { firestore } = options.firebase;
  const timeoutMs = options.config.storeTimeoutMs;
  const rateLimit = { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs };

  app.post(
    '/api/interviews',
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ['interviews'],
        summary: 'Assign an applicant to interviewers with a kit: an AI-led interview (deadline) or a live one (time)',
        security: [{ firebaseIdToken: [] }],
        body: INTERVIEW_REQUESTS.create.body,
        response: {
          201: A.create,
          400: messageSchema,
          401: messageSchema,
          403: messageSchema,
          404: messageSchema,
          409: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const account = await requireHrOfOrg(firestore, request.account, timeoutMs);
      const created = await createInterview(firestore, account, request.body, timeoutMs);
      return reply.code(201).send(created);
    },
  );
}
