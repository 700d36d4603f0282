import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import Dashboard from './app/Dashboard';
import ResumeinfluxArea from './app/ResumeinfluxArea';

renderStandalone({
  title: 'resumeinflux (HR)',
  home: '/resumeinflux/home',
  mounts: [
    { path: '/dashboard/hr/*', element: <Dashboard /> },
    { path: '/resumeinflux/*', element: <ResumeinfluxArea /> },
  ],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
