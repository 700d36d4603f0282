// The scheduling api's contracts (api/src/features/schedules/routes/schedules.ts): proposing, booking, rescheduling
// and cancelling interview times. Request schemas the api validates with and types its handlers
// from; answers the browser checks.
import { MESSAGE_LIMITS } from '../messages';
import { SCHEDULE_LIMITS } from '../scheduling';
import { answerShapes, type AnswerSchema } from './answer-schema';
import { documentId, idParams } from './ids';

const proposal = {
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  slots: {
    type: 'array',
    minItems: SCHEDULE_LIMITS.minSlots,
    maxItems: SCHEDULE_LIMITS.maxSlots,
    items: {
      type: 'object',
      required: ['start', 'durationMinutes', 'location'],
      additionalProperties: false,
      properties: {
        start: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'Wall-clock time in timeZone' },
        durationMinutes: { type: 'integer', minimum: SCHEDULE_LIMITS.minDurationMinutes, maximum: SCHEDULE_LIMITS.maxDurationMinutes },
        location: { type: 'string', maxLength: SCHEDULE_LIMITS.locationMax },
      },
    },
  },
} as const;
const params = idParams('scheduleId');

export const SCHEDULE_REQUESTS = {
  propose: {
    body: {
      type: 'object',
      required: ['applicationId', 'timeZone', 'slots'],
      additionalProperties: false,
      properties: { applicationId: documentId, ...proposal },
    },
  },
  book: { params, body: { type: 'object', required: ['slotId'], additionalProperties: false, properties: { slotId: documentId } } },
  reschedule: { params, body: { type: 'object', required: ['timeZone', 'slots'], additionalProperties: false, properties: proposal } },
  cancel: {
    params,
    body: {
      type: 'object',
      required: ['reason'],
      additionalProperties: false,
      properties: { reason: { type: 'string', maxLength: MESSAGE_LIMITS.reasonMax * 2 } },
    },
  },
  ics: { params },
} as const;

const sequence = { type: 'object', properties: { sequence: { type: 'integer' } }, required: ['sequence'] } as const;

/** Each answer's schema: what the api serializes, and through `required` what the browser checks. */
export const SCHEDULE_ANSWER_SCHEMAS = {
  propose: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  book: { type: 'object', properties: { bookedSlotId: { type: 'string' } }, required: ['bookedSlotId'] },
  reschedule: sequence,
  cancel: sequence,
} as const satisfies Record<string, AnswerSchema>;

export const SCHEDULE_ANSWERS = answerShapes(SCHEDULE_ANSWER_SCHEMAS);
