// /api/admin/contact: the contact inbox (newest first, unread count, search) and status changes.
import type { FastifyInstance } from 'fastify';
import { ADMIN_ANSWER_SCHEMAS as A } from 'shared-schemas';
import { CONTACT_STATUSES, CONTACT_VIEWS, listContactMessages, setContactStatus } from '../service/contact-inbox';
import { adminRoute } from './route-options';
import { idParams, pageSize, type RouteSchema } from '../../../platform/route-options';
import type { AdminRoutesOptions } from './admin';
import { typed } from '../../../plugins/typed-routes';

export async function adminContactRoutes(fastify: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const app = typed(fastify);
  const route = <const S extends RouteSchema>(schema: S) => adminRoute(config, schema);
  app.get(
    '/api/admin/contact',
    route({
      summary: 'Contact messages, newest first, and how many are unread',
      description:
        '`view`: inbox (new and read, the default), new, read, archived or all. `q` searches name, email, subject and text of the newest 1,000 messages of the view.',
      querystring: {
        type: 'object',
        properties: {
          view: { type: 'string', enum: [...CONTACT_VIEWS] },
          q: { type: 'string', maxLength: 200 },
          limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
          after: { type: 'string', maxLength: 64 },
        },
        additionalProperties: false,
      },
      response: { 200: A.contact },
    }),
    async (request) => {
      const { query } = request;
      return listContactMessages(
        firebase.firestore,
        { view: query.view ?? 'inbox', q: query.q, limit: pageSize(query.limit, 25, 100), after: query.after },
        config.storeTimeoutMs,
      );
    },
  );
  app.patch(
    '/api/admin/contact/:id',
    route({
      summary: 'Mark a contact message read or new, archive or restore it',
      params: idParams('id'),
      body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...CONTACT_STATUSES] } }, additionalProperties: false },
      response: { 200: A.contactStatus },
    }),
    async (request) => {
      const {
        params: { id },
        body: { status },
      } = request;
      return { contactMessage: await setContactStatus(firebase.firestore, request.account!.uid, id, status, config.storeTimeoutMs) };
    },
  );
}
