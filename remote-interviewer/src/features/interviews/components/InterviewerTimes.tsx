import { useEffect, useState } from 'react';
import { InterviewTimesPanel, type ScheduleRow } from 'shared-ui/scheduling';
import { cancelInterview, downloadIcs, proposeTimes, rescheduleTimes, subscribeSchedules } from '../api/schedules-store';

/** On an interview's page: the panelist proposes times to the candidate, reschedules or cancels. */
export function InterviewerTimes({
  orgId,
  applicationId,
  uid,
  hasCandidateAccount,
}: {
  orgId: string;
  applicationId: string;
  uid: string;
  hasCandidateAccount: boolean;
}) {
  const [rows, setRows] = useState<ScheduleRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => subscribeSchedules(orgId, applicationId, uid, setRows, () => setProblem('The interview times could not be loaded.')),
    [orgId, applicationId, uid],
  );
  return (
    <InterviewTimesPanel
      schedules={rows}
      problem={problem}
      unavailable={hasCandidateAccount ? undefined : 'This applicant has no HireGen account: arrange a time with them directly.'}
      actions={{
        propose: (timeZone, slots) => proposeTimes(applicationId, timeZone, slots),
        reschedule: rescheduleTimes,
        cancel: cancelInterview,
        downloadIcs,
      }}
    />
  );
}
