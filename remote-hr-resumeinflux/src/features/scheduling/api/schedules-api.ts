/** HR's side of interview scheduling: the applicant's schedules live from Firestore; changes through the api. */
import { apiDownload, callApi } from 'shared-auth';
import { COLLECTIONS, type InterviewSchedule, type SlotInput } from 'shared-schemas';
import type { ScheduleRow } from 'shared-ui/scheduling';
import { subscribeLive, type Unsubscribe } from '../../../lib/firestore-live';

export function subscribeSchedules(orgId: string, applicationId: string, onRows: (rows: ScheduleRow[]) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeLive(
    ({ db, firestoreApi: fs }) =>
      fs.onSnapshot(
        // orgId first: the rules allow HR only queries bound to their organisation.
        fs.query(fs.collection(db, COLLECTIONS.interviewSchedules), fs.where('orgId', '==', orgId), fs.where('applicationId', '==', applicationId)),
        (snapshot) => onRows(snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as InterviewSchedule) }))),
        onError,
      ),
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
