// POST /api/contact-us — the public contact form (four required fields, saved to `contactMessages`).
// Same rules as the page (shared-schemas' validateContactMessage), plus length caps, a 16 KiB
// body limit, JSON only, a per-client rate limit and a honeypot field for bots.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Firestore } from 'firebase-admin/firestore';
import {
  CONTACT_ANSWER_SCHEMAS as A,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_TEXT,
  validateContactMessage,
  type ContactField,
} from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import { BODY_LIMIT_BYTES } from '../../../plugins/errors';
import { HttpError } from '../../../platform/errors';
import { hashClientIp, storeContactMessage } from '../service/contact-messages';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

interface ContactRoutesOptions {
  firestore: Firestore;
  config: Pick<ApiConfig, 'contactRateLimit' | 'ipHashSalt' | 'storeTimeoutMs'>;
}

const fieldDescriptions: Record<ContactField, string> = {
  name: 'Sender name',
  email: 'Reply address: text @ text . text, no spaces',
  subject: 'Subject',
  message: 'Message text',
};

const fieldSchema = (field: ContactField) => ({ type: 'string', maxLength: CONTACT_LIMITS[field], description: fieldDescriptions[field] }) as const;

const contactBodySchema = {
  type: 'object',
  description: `All four fields are required and trimmed; the first empty one (in the order ${CONTACT_FIELDS.join(', ')}) is reported.`,
  // Named one by one (in CONTACT_FIELDS order) so the body's type has the four fields.
  properties: {
    name: fieldSchema('name'),
    email: fieldSchema('email'),
    subject: fieldSchema('subject'),
    message: fieldSchema('message'),
    [CONTACT_HONEYPOT_FIELD]: { type: 'string', description: 'Honeypot: leave empty (hidden in the form).' },
  },
  maxProperties: 16,
  examples: [{ name: 'Asha Rao', email: 'asha@example.com', subject: 'Demo', message: 'Please call me back.' }],
} as const;

function isJson(request: FastifyRequest): boolean {
  const header = request.headers['content-type'];
  if (typeof header !== 'string') return false;
  // The form and most clients send exactly this: skip the parsing below.
  if (header === 'application/json') return true;
  const [mediaType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  const charset = parameters.find((parameter) => parameter.startsWith('charset='));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

export async function contactRoutes(fastify: FastifyInstance, { firestore, config }: ContactRoutesOptions) {
  const app = typed(fastify);
  app.post(
    '/api/contact-us',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      config: {
        rateLimit: { max: config.contactRateLimit.max, timeWindow: config.contactRateLimit.windowMs },
      },
      // Checked before the body is read: anything but JSON is refused at once.
      onRequest: (request, _reply, done) => {
        done(isJson(request) ? undefined : new HttpError(415, 'Send the message as JSON (Content-Type: application/json).'));
      },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the public contact form',
        description: `Rate limited per client (${config.contactRateLimit.max} per ${Math.round(config.contactRateLimit.windowMs / 1000)} s). Body at most 16 KiB.`,
        body: contactBodySchema,
        response: {
          201: A.send,
          400: messageSchema,
          413: messageSchema,
          415: messageSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const result = validateContactMessage(body);
      // Answered directly rather than thrown: the bench's rejected posts are this path.
      if (!result.ok) return reply.status(400).send({ message: result.message });
      const honeypot = body[CONTACT_HONEYPOT_FIELD];
      if (typeof honeypot === 'string' && honeypot.trim() !== '') {
        // Answer exactly as for a person, so the bot learns nothing; store nothing.
        request.log.info('contact message dropped: honeypot filled');
        return reply.status(201).send({ message: CONTACT_TEXT.sent });
      }
      await storeContactMessage(firestore, result.value, hashClientIp(request.ip, config.ipHashSalt), config.storeTimeoutMs);
      request.log.info('contact message stored');
      return reply.status(201).send({ message: CONTACT_TEXT.sent });
    },
  );
}
