import { useEffect, useState } from 'react';
import { InterviewTimesPanel, type ScheduleRow } from 'shared-ui/scheduling';
import { readProblem } from '../../../lib/read-problem';
import { cancelInterview, downloadIcs, proposeTimes, rescheduleTimes, subscribeSchedules } from '../api/schedules-api';

/**
 * On the applicant's page: propose interview times (1–10, in your zone), see what the candidate
 * booked, download the .ics, reschedule or cancel. Needs a candidate with a HireGen account.
 */
export function ScheduleInterview({ orgId, applicationId, hasCandidateAccount }: { orgId: string; applicationId: string; hasCandidateAccount: boolean }) {
  const [rows, setRows] = useState<ScheduleRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => subscribeSchedules(orgId, applicationId, setRows, (error) => setProblem(readProblem(error))), [orgId, applicationId]);
  return (
    <InterviewTimesPanel
      schedules={rows}
      problem={problem}
      unavailable={hasCandidateAccount ? undefined : 'This applicant was uploaded and has no HireGen account: arrange a time with them directly.'}
      actions={{
        propose: (timeZone, slots) => proposeTimes(applicationId, timeZone, slots),
        reschedule: rescheduleTimes,
        cancel: cancelInterview,
        downloadIcs,
      }}
    />
  );
}
