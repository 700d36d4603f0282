// Interview scheduling (issue 27, feature 12). The schedule document is read live from Firestore
// by the candidate and the staff (firestore.rules); every change goes through these routes.
import type { FastifyInstance } from 'fastify';
import { SCHEDULE_ANSWER_SCHEMAS as A, SCHEDULE_LIMITS, SCHEDULE_REQUESTS as R } from 'shared-schemas';
import type { ApiConfig } from '../../../config';
import type { FirebaseServices } from '../../../firebase';
import { bookSlot, cancelSchedule, proposeSchedule, rescheduleSlots, scheduleIcs } from '../service/schedules';
import { messageSchema } from '../../../platform/message-schema';
import { typed } from '../../../plugins/typed-routes';

export interface ScheduleRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];

export async function scheduleRoutes(fastify: FastifyInstance, options: ScheduleRoutesOptions) {
  const app = typed(fastify);
  const services = { firestore: options.firebase.firestore, auth: options.firebase.auth, storeTimeoutMs: options.config.storeTimeoutMs };
  const config = { rateLimit: { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs } };

  app.post(
    '/api/schedules',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary: `Propose ${SCHEDULE_LIMITS.minSlots}–${SCHEDULE_LIMITS.maxSlots} interview times to an applicant (HR, or an interviewer on their panel)`,
        security,
        description:
          "Times are wall-clock in the proposer's IANA time zone; each must be in the future and none may overlap. The candidate gets an inbox message.",
        ...R.propose,
        response: { 201: A.propose, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await proposeSchedule(services, request.account, request.body)),
  );

  app.post(
    '/api/schedules/:scheduleId/book',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary: 'Book one of the proposed times (the candidate); a second booking → 409',
        security,
        ...R.book,
        response: { 200: A.book, ...errors },
      },
    },
    async (request) => bookSlot(services, request.account, request.params.scheduleId, request.body.slotId),
  );

  app.post(
    '/api/schedules/:scheduleId/reschedule',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary: 'Propose new times (HR or the panel); the booked time is released and SEQUENCE raised',
        security,
        ...R.reschedule,
        response: { 200: A.reschedule, ...errors },
      },
    },
    async (request) => rescheduleSlots(services, request.account, request.params.scheduleId, request.body),
  );

  app.post(
    '/api/schedules/:scheduleId/cancel',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary: 'Cancel the interview with a reason (the candidate, HR or the panel)',
        security,
        ...R.cancel,
        response: { 200: A.cancel, ...errors },
      },
    },
    async (request) => cancelSchedule(services, request.account, request.params.scheduleId, request.body.reason),
  );

  app.get(
    '/api/schedules/:scheduleId/ics',
    {
      config,
      preHandler: app.authenticate,
      schema: { tags: ['scheduling'], summary: 'The booked interview as an RFC 5545 .ics file (METHOD:CANCEL once cancelled)', security, ...R.ics },
    },
    async (request, reply) => {
      const file = await scheduleIcs(services, request.account, request.params.scheduleId);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8; method=' + (file.body.includes('METHOD:CANCEL') ? 'CANCEL' : 'REQUEST'))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
}
