import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

/** The Candidate area, mounted by the shell at /dashboard/candidate/* behind the Candidate guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/candidate"
      areaName="Candidate dashboard"
      signedInAs={user}
      overview={<OverviewPage />}
      account={<AccountSummary />}
    />
  );
}
