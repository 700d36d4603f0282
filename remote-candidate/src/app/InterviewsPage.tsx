import { PageHeader } from 'shared-ui';
import { AssignedInterviews } from '../features/assigned-interviews/components/AssignedInterviews';
import { InterviewSchedules } from '../features/interview-schedules/components/InterviewSchedules';

/** The dashboard's Interviews page: interviews employers assigned to the candidate. */
export function InterviewsPage() {
  return (
    <>
      <PageHeader title="Interviews" lead="Interview times to choose, interviews employers assigned to you, and your practice." />
      <InterviewSchedules />
      <AssignedInterviews />
    </>
  );
}
