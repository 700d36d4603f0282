// Messages to candidates (issue 27, feature 11): HR's templates and moving an applicant with a
// message. The inbox itself is read (and marked read) by the candidate from Firestore under
// firestore.rules; the `mail` collection is the api's alone.
import type { FastifyInstance } from 'fastify';
import { MESSAGE_ANSWER_SCHEMAS as A, MESSAGE_REQUESTS as R } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { requireOrgAccess } from '../../hiring/service/org-access';
import { moveWithMessage, senderName } from '../service/stage-message';
import { organisationName, readTemplates, resetTemplate, saveTemplate } from '../service/templates';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

export interface MessageRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];

export async function messageRoutes(fastify: FastifyInstance, options: MessageRoutesOptions) {
  const app = typed(fastify);
  const { firestore, auth } = options.firebase;
  const timeoutMs = options.config.storeTimeoutMs;
  const config = { rateLimit: { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs } };
  const hr = (account: Parameters<typeof requireOrgAccess>[1], orgId: string) => requireOrgAccess(firestore, account, orgId, ['HR'], timeoutMs);

  app.get(
    '/api/orgs/:orgId/message-templates',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: "The organisation's message templates (HR): stored or the defaults",
        security,
        ...R.templates,
        description: "With the organisation's name and the caller's name as the messages would use them, for previews.",
        response: {
          200: A.templates,
          ...errors,
        },
      },
    },
    async (request) => {
      const account = await hr(request.account, request.params.orgId);
      const [templates, sender, organizationName] = await Promise.all([
        readTemplates(firestore, account.orgId, timeoutMs),
        senderName(firestore, account, timeoutMs),
        organisationName(firestore, account.orgId, timeoutMs),
      ]);
      return { templates, organizationName, senderName: sender };
    },
  );

  app.put(
    '/api/orgs/:orgId/message-templates/:kind',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Save a message template (HR); unknown placeholders are refused',
        security,
        ...R.saveTemplate,
        response: { 200: A.saveTemplate, ...errors },
      },
    },
    async (request) => {
      const account = await hr(request.account, request.params.orgId);
      return saveTemplate(firestore, account.orgId, request.params.kind, request.body, account.uid, timeoutMs);
    },
  );

  app.delete(
    '/api/orgs/:orgId/message-templates/:kind',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Put a message template back to the default (HR)',
        security,
        ...R.resetTemplate,
        response: { 200: A.resetTemplate, ...errors },
      },
    },
    async (request) => {
      const account = await hr(request.account, request.params.orgId);
      return resetTemplate(firestore, account.orgId, request.params.kind, timeoutMs);
    },
  );

  app.post(
    '/api/applications/:applicationId/stage',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['messages'],
        summary: 'Move an applicant to a stage, optionally with a message to the candidate (HR)',
        security,
        description:
          "The stage change, the candidate's inbox message and the mail document (Trigger Email format, html escaped) are written in one transaction.",
        ...R.moveStage,
        response: {
          200: A.moveStage,
          ...errors,
        },
      },
    },
    async (request) => {
      const orgId = request.account?.orgId ?? '';
      const account = await hr(request.account, orgId);
      return moveWithMessage({ firestore, auth, storeTimeoutMs: timeoutMs }, account, request.params.applicationId, request.body);
    },
  );
}
