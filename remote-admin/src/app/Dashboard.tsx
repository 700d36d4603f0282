import { Route, Routes } from 'react-router-dom';
import { AccountSummary, useSession } from 'shared-auth';
import { AreaLayout, NotFoundPage } from 'shared-ui';
import { OverviewPage } from './OverviewPage';

const BASE = '/dashboard/admin';

/** The Admin area, mounted by the shell at /dashboard/admin/* behind the Admin guard. */
export default function Dashboard() {
  const { user } = useSession();
  return (
    <AreaLayout
      areaName="Admin dashboard"
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
