/** HR's side of interview scheduling: the applicant's schedules live from Firestore; changes through the api. */
import { apiDownload, callApi } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type InterviewSchedule, type SlotInput } from 'shared-schemas';
import type { ScheduleRow } from 'shared-ui/scheduling';

export function subscribeSchedules(orgId: string, applicationId: string, onRows: (rows: ScheduleRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return watchQuery(
    {
      // orgId first: the rules allow HR only queries bound to their organisation.
      query: ({ db, firestoreApi: fs }) =>
        fs.query(fs.collection(db, COLLECTIONS.interviewSchedules), fs.where('orgId', '==', orgId), fs.where('applicationId', '==', applicationId)),
      row: (id, data) => ({ id, ...(data as InterviewSchedule) }),
    },
    onRows,
    onError,
  );
}

export const proposeTimes = (applicationId: string, timeZone: string, slots: SlotInput[]) =>
  callApi('POST /api/schedules', { json: { applicationId, timeZone, slots } });
export const rescheduleTimes = (scheduleId: string, timeZone: string, slots: SlotInput[]) =>
  callApi('POST /api/schedules/:scheduleId/reschedule', { params: { scheduleId }, json: { timeZone, slots } });
export const cancelInterview = (scheduleId: string, reason: string) =>
  callApi('POST /api/schedules/:scheduleId/cancel', { params: { scheduleId }, json: { reason } });
export const downloadIcs = (scheduleId: string) => apiDownload(`/api/schedules/${encodeURIComponent(scheduleId)}/ics`);
