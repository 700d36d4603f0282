// The scheduling api's contracts (api/src/features/schedules/routes/schedules.ts): proposing, booking, rescheduling
// and cancelling interview times. Request schemas the api validates with and types its handlers
// from; answers the browser checks.
import type { AnswerShape } from '../answer-shape';
import { MESSAGE_LIMITS } from '../messages';
import { SCHEDULE_LIMITS } from '../scheduling';
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

export const SCHEDULE_ANSWERS = {
  propose: { id: 'string' },
  book: { bookedSlotId: 'string' },
  reschedule: { sequence: 'number' },
  cancel: { sequence: 'number' },
} as const satisfies Record<string, AnswerShape>;
