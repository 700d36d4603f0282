import { Route, Routes } from 'react-router-dom';
import { AccountSummary, useSession } from 'shared-auth';
import { AreaLayout, NotFoundPage } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

const BASE = '/dashboard/hr';

/** The HR area, mounted by the shell at /dashboard/hr/* behind the HR guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <AreaLayout
      areaName="HR dashboard"
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
