// Interview times for an applicant on this interviewer's panel: read live from Firestore (the
// query names the organisation and the interviewer, as firestore.rules require of a panelist),
// changed through the api, which checks the panel again.
import { apiDownload, callApi } from 'shared-auth';
import { watchQuery, type Unsubscribe } from 'shared-auth/data';
import { COLLECTIONS, type InterviewSchedule, type SlotInput } from 'shared-schemas';
import type { ScheduleRow } from 'shared-ui/scheduling';

export function subscribeSchedules(
  orgId: string,
  applicationId: string,
  uid: string,
  onRows: (rows: ScheduleRow[]) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  return watchQuery(
    {
      query: ({ db, firestoreApi: fs }) =>
        fs.query(
          fs.collection(db, COLLECTIONS.interviewSchedules),
          fs.where('orgId', '==', orgId),
          fs.where('applicationId', '==', applicationId),
          fs.where('interviewerUids', 'array-contains', uid),
        ),
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
