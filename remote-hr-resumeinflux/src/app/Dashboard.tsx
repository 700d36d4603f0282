import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

/** The HR area, mounted by the shell at /dashboard/hr/* behind the HR guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/hr"
      areaName="HR dashboard"
      signedInAs={user}
      overview={<OverviewPage />}
      account={<AccountSummary />}
    />
  );
}
