import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { Route, Routes } from 'react-router-dom';
import { InterviewDetail } from '../features/interviews/components/InterviewDetail';
import { InterviewerOverview, InterviewQueuePage } from '../features/interviews/components/InterviewerOverview';

/** The queue and, beneath it, one interview: /dashboard/interviewer/interviews[/:interviewId]. */
function InterviewsArea() {
  return (
    <Routes>
      <Route index element={<InterviewQueuePage />} />
      <Route path=":interviewId" element={<InterviewDetail />} />
    </Routes>
  );
}

/** The Interviewer area, mounted by the shell at /dashboard/interviewer/* behind the Interviewer guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/interviewer"
      areaName="Interviewer dashboard"
      signedInAs={user}
      overview={<InterviewerOverview />}
      account={<AccountSummary />}
      pages={[{ path: 'interviews', label: 'Interview queue', element: <InterviewsArea /> }]}
    />
  );
}
