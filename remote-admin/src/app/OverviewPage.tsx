import { useSession } from 'shared-auth';
import { PageHeader, ShortcutGrid, welcomeTitle, type Shortcut } from 'shared-ui';

const SHORTCUTS: Shortcut[] = [
  { to: '/dashboard/admin/users', title: 'Users', text: 'Find any account, change its role or organisation, disable or delete it.' },
  { to: '/dashboard/admin/organizations', title: 'Organisations', text: 'Hiring teams with their members, jobs and applicants; suspend or restore.' },
  { to: '/dashboard/admin/inbox', title: 'Contact inbox', text: 'Messages from the contact page: read, reply, archive.' },
  { to: '/dashboard/admin/audit', title: 'Audit log', text: 'Every privileged action, filterable and exportable as CSV.' },
  { to: '/dashboard/admin/api-keys', title: 'API keys', text: 'HireGen API keys of every organisation, their usage, revocation.' },
  { to: '/dashboard/admin/platform', title: 'Platform', text: 'Counts over time and whether every remote answers.' },
];

export function OverviewPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeader title={welcomeTitle(user?.name)} lead="Admin dashboard: your starting point in HireGen." />
      <ShortcutGrid shortcuts={SHORTCUTS} />
    </>
  );
}
