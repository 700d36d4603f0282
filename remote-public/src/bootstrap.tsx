import type { ComponentType } from 'react';
import { SessionProvider } from 'shared-auth';
import { lazyComponent, Loading } from 'shared-ui';
import { renderStandalone } from 'shared-ui/standalone';

// Standalone, the remote mounts each exposed page at the path the shell gives it.
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazyComponent(() => load().then((m) => m.default), { fallback: <Loading /> });
  return <Page />;
};

renderStandalone({
  title: 'Public pages',
  home: '/home',
  mounts: [
    { path: '/home', element: page(() => import('./pages/home/HomePage')) },
    { path: '/genai-services/*', element: page(() => import('./pages/services/ServicesArea')) },
    { path: '/genai-candidate-ats', element: page(() => import('./pages/candidate-ats/CandidateAtsPage')) },
    { path: '/mock-interview', element: page(() => import('./pages/mock-interview/MockInterviewPage')) },
    { path: '/for-hr', element: page(() => import('./pages/for-hr/ForHrPage')) },
    { path: '/privacy-policy', element: page(() => import('./pages/privacy-policy/PrivacyPolicyPage')) },
    { path: '/contact', element: page(() => import('./pages/contact/ContactPage')) },
    { path: '/:search', element: page(() => import('./pages/search/SearchPage')) },
  ],
  wrap: (children) => <SessionProvider>{children}</SessionProvider>,
});
