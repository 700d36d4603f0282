/**
 * The candidate's interview schedules (interviewSchedules where candidateUid == me), read live;
 * booking, cancelling and the .ics file go through the api, which checks and books atomically.
 */
import { apiDownload, callApi } from 'shared-auth';
import { signedInUid, watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type InterviewSchedule } from 'shared-schemas';

export type ScheduleRow = Pick<
  InterviewSchedule,
  'orgName' | 'jobTitle' | 'proposerName' | 'timeZone' | 'slots' | 'status' | 'bookedSlotId' | 'cancelReason' | 'cancelledBy'
> & { id: string };

export function watchSchedules(onChange: (rows: ScheduleRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs, uid }) =>
        fs.query(fs.collection(db, COLLECTIONS.interviewSchedules), fs.where('candidateUid', '==', signedInUid({ uid }))),
      row: (id, data): ScheduleRow => ({ id, ...(data as InterviewSchedule) }),
    },
    (rows) => onChange(rows.filter((row) => Array.isArray(row.slots))),
    onError,
  );
}

export const bookSlot = (scheduleId: string, slotId: string): Promise<unknown> =>
  callApi('POST /api/schedules/:scheduleId/book', { params: { scheduleId }, json: { slotId } });
export const cancelSchedule = (scheduleId: string, reason: string) =>
  callApi('POST /api/schedules/:scheduleId/cancel', { params: { scheduleId }, json: { reason } });
export const downloadIcs = (scheduleId: string) => apiDownload(`/api/schedules/${encodeURIComponent(scheduleId)}/ics`);
