// Messages to candidates (issue 27, feature 11): HR's templates and moving an applicant with a
// message. The inbox itself is read (and marked read) by the candidate from Firestore under
// firestore.rules; the `mail` collection is the api's alone.
import type { FastifyInstance } from 'fastify';
import { COLLECTIONS, MESSAGE_LIMITS, MESSAGE_TEMPLATE_KINDS, PIPELINE_STAGES, type MessageTemplateKind } from 'shared-schemas';
import type { ApiConfig } from '../config';
import type { FirebaseServices } from '../firebase';
import { requireOrgAccess } from '../services/hiring/org-access';
import { withStoreDeadline } from '../services/errors';
import { moveWithMessage, senderName, type StageMoveInput } from '../services/messages/stage-message';
import { readTemplates, resetTemplate, saveTemplate } from '../services/messages/templates';
import { messageSchema } from './message-schema';

export interface MessageRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];
const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } as const;
const kind = { type: 'string', enum: [...MESSAGE_TEMPLATE_KINDS] } as const;
// The shared check (messageProblem) words the limits; these caps stop oversized bodies early.
const subject = { type: 'string', maxLength: MESSAGE_LIMITS.subjectMax * 2 } as const;
const body = { type: 'string', maxLength: MESSAGE_LIMITS.bodyMax * 2 } as const;
const template = { type: 'object', properties: { kind: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, customised: { type: 'boolean' } } } as const;

export async function messageRoutes(app: FastifyInstance, options: MessageRoutesOptions) {
  const { firestore, auth } = options.firebase;
  const timeoutMs = options.config.storeTimeoutMs;
  const config = { rateLimit: { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs } };
  const hr = (account: Parameters<typeof requireOrgAccess>[1], orgId: string) => requireOrgAccess(firestore, account, orgId, ['HR'], timeoutMs);

  app.get<{ Params: { orgId: string } }>('/api/orgs/:orgId/message-templates', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['messages'], summary: 'The organisation\'s message templates (HR): stored or the defaults', security,
      params: { type: 'object', properties: { orgId: id }, required: ['orgId'] },
      description: 'With the organisation\'s name and the caller\'s name as the messages would use them, for previews.',
      response: { 200: { type: 'object', properties: { templates: { type: 'array', items: template }, organizationName: { type: 'string' }, senderName: { type: 'string' } } }, ...errors },
    },
  }, async (request) => {
    const account = await hr(request.account, request.params.orgId);
    const [templates, sender, org] = await Promise.all([
      readTemplates(firestore, account.orgId, timeoutMs),
      senderName(firestore, account, timeoutMs),
      withStoreDeadline(firestore.collection(COLLECTIONS.organizations).doc(account.orgId).get(), timeoutMs),
    ]);
    return { templates, organizationName: String(org.get('name') ?? ''), senderName: sender };
  });

  app.put<{ Params: { orgId: string; kind: MessageTemplateKind }; Body: { subject: string; body: string } }>('/api/orgs/:orgId/message-templates/:kind', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['messages'], summary: 'Save a message template (HR); unknown placeholders are refused', security,
      params: { type: 'object', properties: { orgId: id, kind }, required: ['orgId', 'kind'] },
      body: { type: 'object', required: ['subject', 'body'], properties: { subject, body }, additionalProperties: false },
      response: { 200: template, ...errors },
    },
  }, async (request) => {
    const account = await hr(request.account, request.params.orgId);
    return saveTemplate(firestore, account.orgId, request.params.kind, request.body, account.uid, timeoutMs);
  });

  app.delete<{ Params: { orgId: string; kind: MessageTemplateKind } }>('/api/orgs/:orgId/message-templates/:kind', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['messages'], summary: 'Put a message template back to the default (HR)', security,
      params: { type: 'object', properties: { orgId: id, kind }, required: ['orgId', 'kind'] },
      response: { 200: template, ...errors },
    },
  }, async (request) => {
    const account = await hr(request.account, request.params.orgId);
    return resetTemplate(firestore, account.orgId, request.params.kind, timeoutMs);
  });

  app.post<{ Params: { applicationId: string }; Body: StageMoveInput }>('/api/applications/:applicationId/stage', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['messages'], summary: 'Move an applicant to a stage, optionally with a message to the candidate (HR)', security,
      description: 'The stage change, the candidate\'s inbox message and the mail document (Trigger Email format, html escaped) are written in one transaction.',
      params: { type: 'object', properties: { applicationId: id }, required: ['applicationId'] },
      body: {
        type: 'object', required: ['stage'], additionalProperties: false,
        properties: {
          stage: { type: 'string', enum: [...PIPELINE_STAGES] },
          message: { type: 'object', required: ['kind', 'subject', 'body'], additionalProperties: false, properties: { kind, subject, body } },
        },
      },
      response: { 200: { type: 'object', properties: { stage: { type: 'string' }, messageId: { type: ['string', 'null'] }, mailed: { type: 'boolean' } } }, ...errors },
    },
  }, async (request) => {
    const orgId = request.account?.orgId ?? '';
    const account = await hr(request.account, orgId);
    return moveWithMessage({ firestore, auth, storeTimeoutMs: timeoutMs }, account, request.params.applicationId, request.body);
  });
}
