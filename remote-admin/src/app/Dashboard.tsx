import { AccountSummary, useSession } from 'shared-auth';
import { RoleDashboard } from 'shared-ui';
import { ApiKeysPage } from '../features/api-keys/components/ApiKeysPage';
import { AuditPage } from '../features/audit/components/AuditPage';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { OrganizationsPage } from '../features/organizations/components/OrganizationsPage';
import { PlatformPage } from '../features/platform/components/PlatformPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { OverviewPage } from './OverviewPage';
import './admin.css';

export const ADMIN_PAGES = [
  { path: 'users', label: 'Users', element: <UsersPage /> },
  { path: 'organizations', label: 'Organisations', element: <OrganizationsPage /> },
  { path: 'inbox', label: 'Contact inbox', element: <InboxPage /> },
  { path: 'audit', label: 'Audit log', element: <AuditPage /> },
  { path: 'api-keys', label: 'API keys', element: <ApiKeysPage /> },
  { path: 'platform', label: 'Platform', element: <PlatformPage /> },
];

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
      pages={ADMIN_PAGES}
    />
  );
}
