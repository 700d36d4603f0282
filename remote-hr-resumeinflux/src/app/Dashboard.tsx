import { AccountSummary, useSession } from 'shared-auth';
import { PageHeader, RoleDashboard, welcomeTitle } from 'shared-ui';
import { OrgGate } from '../features/organisation/components/OrgGate';
import { OverviewPage } from './OverviewPage';

/** The HR area, mounted by the shell at /dashboard/hr/* behind the HR guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <RoleDashboard
      base="/dashboard/hr"
      areaName="HR dashboard"
      signedInAs={user}
      overview={
        <>
          <PageHeader
            title={welcomeTitle(user?.name)}
            lead="HR dashboard: your starting point in HireGen. Your organisation’s hiring, live: open jobs, the funnel, time in stage, sources and the latest moves."
          />
          <OrgGate withHeading={false}>{(org) => <OverviewPage org={org} />}</OrgGate>
        </>
      }
      account={<AccountSummary />}
    />
  );
}
