// /api/admin/contact: the contact inbox (newest first, unread count, search) and status changes.
import type { FastifyInstance } from 'fastify';
import { CONTACT_STATUSES, CONTACT_VIEWS, listContactMessages, setContactStatus, type ContactStatus, type ContactView } from '../../services/admin-contact';
import { adminRoute, idParams, pageSize, type RouteSchema } from './route-options';
import type { AdminRoutesOptions } from './index';

export async function adminContactRoutes(app: FastifyInstance, { firebase, config }: AdminRoutesOptions) {
  const route = (schema: RouteSchema) => adminRoute(config, schema);
  app.get(
    '/api/admin/contact',
    route({
      summary: 'Contact messages, newest first, and how many are unread',
      description: '`view`: inbox (new and read, the default), new, read, archived or all. `q` searches name, email, subject and text of the newest 1,000 messages of the view.',
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
    }),
    async (request) => {
      const query = request.query as { view?: ContactView; q?: string; limit?: string; after?: string };
      return listContactMessages(firebase.firestore, { view: query.view ?? 'inbox', q: query.q, limit: pageSize(query.limit, 25, 100), after: query.after }, config.storeTimeoutMs);
    },
  );
  app.patch(
    '/api/admin/contact/:id',
    route({
      summary: 'Mark a contact message read or new, archive or restore it',
      params: idParams('id'),
      body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...CONTACT_STATUSES] } }, additionalProperties: false },
    }),
    async (request) => {
      const { id } = request.params as { id: string };
      const { status } = request.body as { status: ContactStatus };
      return { contactMessage: await setContactStatus(firebase.firestore, request.account!.uid, id, status, config.storeTimeoutMs) };
    },
  );
}
