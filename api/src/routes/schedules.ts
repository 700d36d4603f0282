// Interview scheduling (issue 27, feature 12). The schedule document is read live from Firestore
// by the candidate and the staff (firestore.rules); every change goes through these routes.
import type { FastifyInstance } from 'fastify';
import { MESSAGE_LIMITS, SCHEDULE_LIMITS, type SlotInput } from 'shared-schemas';
import type { ApiConfig } from '../config';
import type { FirebaseServices } from '../firebase';
import { bookSlot, cancelSchedule, proposeSchedule, rescheduleSlots, scheduleIcs } from '../services/scheduling/schedules';
import { messageSchema } from './message-schema';

export interface ScheduleRoutesOptions {
  firebase: Pick<FirebaseServices, 'auth' | 'firestore'>;
  config: Pick<ApiConfig, 'storeTimeoutMs' | 'apiRateLimit'>;
}

const errors = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 503: messageSchema };
const security = [{ firebaseIdToken: [] }];
const id = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } as const;
const params = { type: 'object', properties: { scheduleId: id }, required: ['scheduleId'] } as const;
const proposal = {
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  slots: {
    type: 'array', minItems: SCHEDULE_LIMITS.minSlots, maxItems: SCHEDULE_LIMITS.maxSlots,
    items: {
      type: 'object', required: ['start', 'durationMinutes', 'location'], additionalProperties: false,
      properties: {
        start: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'Wall-clock time in timeZone' },
        durationMinutes: { type: 'integer', minimum: SCHEDULE_LIMITS.minDurationMinutes, maximum: SCHEDULE_LIMITS.maxDurationMinutes },
        location: { type: 'string', maxLength: SCHEDULE_LIMITS.locationMax },
      },
    },
  },
} as const;

export async function scheduleRoutes(app: FastifyInstance, options: ScheduleRoutesOptions) {
  const services = { firestore: options.firebase.firestore, auth: options.firebase.auth, storeTimeoutMs: options.config.storeTimeoutMs };
  const config = { rateLimit: { max: options.config.apiRateLimit.max, timeWindow: options.config.apiRateLimit.windowMs } };

  app.post<{ Body: { applicationId: string; timeZone: string; slots: SlotInput[] } }>('/api/schedules', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['scheduling'], summary: `Propose ${SCHEDULE_LIMITS.minSlots}–${SCHEDULE_LIMITS.maxSlots} interview times to an applicant (HR, or an interviewer on their panel)`, security,
      description: 'Times are wall-clock in the proposer\'s IANA time zone; each must be in the future and none may overlap. The candidate gets an inbox message.',
      body: { type: 'object', required: ['applicationId', 'timeZone', 'slots'], additionalProperties: false, properties: { applicationId: id, ...proposal } },
      response: { 201: { type: 'object', properties: { id: { type: 'string' } } }, ...errors },
    },
  }, async (request, reply) => reply.code(201).send(await proposeSchedule(services, request.account, request.body)));

  app.post<{ Params: { scheduleId: string }; Body: { slotId: string } }>('/api/schedules/:scheduleId/book', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['scheduling'], summary: 'Book one of the proposed times (the candidate); a second booking → 409', security, params,
      body: { type: 'object', required: ['slotId'], additionalProperties: false, properties: { slotId: id } },
      response: { 200: { type: 'object', properties: { bookedSlotId: { type: 'string' } } }, ...errors },
    },
  }, async (request) => bookSlot(services, request.account, request.params.scheduleId, request.body.slotId));

  app.post<{ Params: { scheduleId: string }; Body: { timeZone: string; slots: SlotInput[] } }>('/api/schedules/:scheduleId/reschedule', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['scheduling'], summary: 'Propose new times (HR or the panel); the booked time is released and SEQUENCE raised', security, params,
      body: { type: 'object', required: ['timeZone', 'slots'], additionalProperties: false, properties: proposal },
      response: { 200: { type: 'object', properties: { sequence: { type: 'integer' } } }, ...errors },
    },
  }, async (request) => rescheduleSlots(services, request.account, request.params.scheduleId, request.body));

  app.post<{ Params: { scheduleId: string }; Body: { reason: string } }>('/api/schedules/:scheduleId/cancel', {
    config, preHandler: app.authenticate,
    schema: {
      tags: ['scheduling'], summary: 'Cancel the interview with a reason (the candidate, HR or the panel)', security, params,
      body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: { type: 'string', maxLength: MESSAGE_LIMITS.reasonMax * 2 } } },
      response: { 200: { type: 'object', properties: { sequence: { type: 'integer' } } }, ...errors },
    },
  }, async (request) => cancelSchedule(services, request.account, request.params.scheduleId, request.body.reason));

  app.get<{ Params: { scheduleId: string } }>('/api/schedules/:scheduleId/ics', {
    config, preHandler: app.authenticate,
    schema: { tags: ['scheduling'], summary: 'The booked interview as an RFC 5545 .ics file (METHOD:CANCEL once cancelled)', security, params },
  }, async (request, reply) => {
    const file = await scheduleIcs(services, request.account, request.params.scheduleId);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8; method=' + (file.body.includes('METHOD:CANCEL') ? 'CANCEL' : 'REQUEST'))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
