/**
 * The candidate's interview schedules (interviewSchedules where candidateUid == me), read live;
 * booking, cancelling and the .ics file go through the api, which checks and books atomically.
 */
import { apiDownload, callApi } from 'shared-auth';
import { COLLECTIONS, type InterviewSchedule } from 'shared-schemas';
import { candidateDb } from '../resumes/firestore-resume-store';

export type ScheduleRow = Pick<
  InterviewSchedule,
  'orgName' | 'jobTitle' | 'proposerName' | 'timeZone' | 'slots' | 'status' | 'bookedSlotId' | 'cancelReason' | 'cancelledBy'
> & { id: string };

export function watchSchedules(onChange: (rows: ScheduleRow[]) => void, onError: (error: Error) => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  candidateDb().then(({ db, firestoreApi: fs, uid }) => {
    if (stopped) return;
    stop = fs.onSnapshot(
      fs.query(fs.collection(db, COLLECTIONS.interviewSchedules), fs.where('candidateUid', '==', uid)),
      (snapshot) => onChange(snapshot.docs.map((d) => ({ id: d.id, ...(d.data() as InterviewSchedule) })).filter((row) => Array.isArray(row.slots))),
      onError,
    );
  }, onError);
  return () => {
    stopped = true;
    stop?.();
  };
}

export const bookSlot = (scheduleId: string, slotId: string): Promise<unknown> =>
  callApi('POST /api/schedules/:scheduleId/book', { params: { scheduleId }, json: { slotId } });
export const cancelSchedule = (scheduleId: string, reason: string) =>
  callApi('POST /api/schedules/:scheduleId/cancel', { params: { scheduleId }, json: { reason } });
export const downloadIcs = (scheduleId: string) => apiDownload(`/api/schedules/${encodeURIComponent(scheduleId)}/ics`);
