import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

/** The Interviewer area, mounted by the shell at /dashboard/interviewer/* behind the Interviewer guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/interviewer"
      areaName="Interviewer dashboard"
      signedInAs={user}
      overview={<OverviewPage />}
      account={<AccountSummary />}
    />
  );
}
