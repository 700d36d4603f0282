import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import Dashboard from './app/Dashboard';

renderStandalone({
  title: 'Candidate dashboard',
  home: '/dashboard/candidate',
  mounts: [{ path: '/dashboard/candidate/*', element: <Dashboard /> }],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
