import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import Dashboard from './app/Dashboard';

renderStandalone({
  title: 'Admin dashboard',
  home: '/dashboard/admin',
  mounts: [{ path: '/dashboard/admin/*', element: <Dashboard /> }],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
