import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireRole, type Role } from 'shared-auth';
import { Loading, NotFoundPage } from 'shared-ui';
import { RemoteModule } from '../federation/RemoteModule';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';

/**
 * The shell's route table. Public pages come from remote-public, one exposed module each, so
 * the shell keeps 404s and every page loads alone. Role areas are whole remotes mounted under
 * a path; they render their own <Routes> beneath it.
 */
export const PUBLIC_PAGES: { path: string; module: string }[] = [
  { path: '/', module: 'HomePage' },
  { path: '/genai-services/*', module: 'ServicesArea' },
  { path: '/genai-candidate-ats', module: 'CandidateAtsPage' },
  { path: '/mock-interview', module: 'MockInterviewPage' },
  { path: '/for-hr', module: 'ForHrPage' },
  { path: '/privacy-policy', module: 'PrivacyPolicyPage' },
  { path: '/contact', module: 'ContactPage' },
  { path: '/job-linkedin-search', module: 'SearchPage' },
  { path: '/job-google-search', module: 'SearchPage' },
  { path: '/candidate-linkedin-search', module: 'SearchPage' },
  { path: '/candidate-google-search', module: 'SearchPage' },
  { path: '/jobs/:jobId', module: 'JobPage' },
];

export const DASHBOARDS: { role: Role; container: string }[] = [
  { role: 'Candidate', container: 'remote_candidate' },
  { role: 'Interviewer', container: 'remote_interviewer' },
  { role: 'HR', container: 'remote_hr_resumeinflux' },
  { role: 'Admin', container: 'remote_admin' },
];

const SelectAccountPage = lazy(() => import('../auth/SelectAccountPage'));
const LoginPage = lazy(() => import('../auth/LoginPage'));
const SignupPage = lazy(() => import('../auth/SignupPage'));
const MagicLinkPage = lazy(() => import('../auth/MagicLinkPage'));
const RedirectingPage = lazy(() => import('../auth/RedirectingPage'));

const lazyPage = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

export function appRoutes() {
  return (
    <>
      {PUBLIC_PAGES.map(({ path, module }) => (
        <Route key={path} path={path} element={<RemoteModule container="remote_public" module={module} />} />
      ))}
      <Route path="/select-account" element={lazyPage(<SelectAccountPage />)} />
      <Route path="/login/:role" element={lazyPage(<LoginPage />)} />
      <Route path="/signup/:role" element={lazyPage(<SignupPage />)} />
      <Route path="/auth/magic-link" element={lazyPage(<MagicLinkPage />)} />
      <Route path="/redirecting" element={lazyPage(<RedirectingPage />)} />
      {DASHBOARDS.map(({ role, container }) => (
        <Route
          key={role}
          path={`/dashboard/${role.toLowerCase()}/*`}
          element={
            <RequireRole role={role}>
              <RemoteModule container={container} module="Dashboard" />
            </RequireRole>
          }
        />
      ))}
      {/* The resume builder is the candidate remote's, open to everyone (signed out it keeps resumes in the browser). */}
      <Route path="/genai-resume-builder/*" element={<RemoteModule container="remote_candidate" module="ResumeBuilder" />} />
      <Route path="/resumeinflux/*" element={<RemoteModule container="remote_hr_resumeinflux" module="ResumeinfluxArea" />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}
