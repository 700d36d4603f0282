import { PageHeader } from 'shared-ui';
import { AssignedInterviews } from '../features/assigned-interviews/components/AssignedInterviews';

/** The dashboard's Interviews page: interviews employers assigned to the candidate. */
export function InterviewsPage() {
  return (
    <>
      <PageHeader title="Interviews" lead="Interviews employers assigned to you, and your practice." />
      <AssignedInterviews />
    </>
  );
}
