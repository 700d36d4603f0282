import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

/** The Admin area, mounted by the shell at /dashboard/admin/* behind the Admin guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/admin"
      areaName="Admin dashboard"
      signedInAs={user}
      overview={<OverviewPage />}
      account={<AccountSummary />}
    />
  );
}
