import { SessionProvider } from 'shared-auth';
import { renderStandalone } from 'shared-ui/standalone';
import Dashboard from './app/Dashboard';
import ResumeinfluxArea from './app/ResumeinfluxArea';
import HrLoginPage from './pages/HrLoginPage';
import HrSignupPage from './pages/HrSignupPage';
import InvitePage from './pages/InvitePage';
import ResumeinfluxHomePage from './pages/ResumeinfluxHomePage';

renderStandalone({
  title: 'resumeinflux (HR)',
  home: '/resumeinflux/home',
  mounts: [
    { path: '/dashboard/hr/*', element: <Dashboard /> },
    // As shell/public/remotes.json mounts them: the signed-out pages exactly, the area beneath.
    { path: '/resumeinflux/home', element: <ResumeinfluxHomePage /> },
    { path: '/resumeinflux/login', element: <HrLoginPage /> },
    { path: '/resumeinflux/signup', element: <HrSignupPage /> },
    { path: '/resumeinflux/invite/:token', element: <InvitePage /> },
    { path: '/resumeinflux/*', element: <ResumeinfluxArea /> },
  ],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
