import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import Dashboard from './app/Dashboard';

renderStandalone({
  title: 'Interviewer dashboard',
  home: '/dashboard/interviewer',
  mounts: [{ path: '/dashboard/interviewer/*', element: <Dashboard /> }],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
