import { Route, Routes } from 'react-router-dom';
import { AccountSummary, useSession } from 'shared-auth';
import { AreaLayout, NotFoundPage } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

const BASE = '/dashboard/candidate';

/** The Candidate area, mounted by the shell at /dashboard/candidate/* behind the Candidate guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <AreaLayout
      areaName="Candidate dashboard"
      signedInAs={user}
      links={[
        { to: BASE, label: 'Overview', end: true },
        { to: `${BASE}/account`, label: 'Account' },
      ]}
    >
      <Routes>
        <Route index element={<OverviewPage />} />
        <Route path="account" element={<AccountSummary />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AreaLayout>
  );
}
