import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import type { RegisteredRemote } from 'shared-schemas';
import { Loading, NotFoundPage } from 'shared-ui';
import { RemoteModule } from '../federation/RemoteModule';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';

const SelectAccountPage = lazy(() => import('../auth/SelectAccountPage'));
const LoginPage = lazy(() => import('../auth/LoginPage'));
const SignupPage = lazy(() => import('../auth/SignupPage'));
const MagicLinkPage = lazy(() => import('../auth/MagicLinkPage'));
const RedirectingPage = lazy(() => import('../auth/RedirectingPage'));

const lazyPage = (page: ReactNode) => <Suspense fallback={<Loading />}>{page}</Suspense>;

/**
 * The shell's route table: its own screens (sign-in, /unauthorized, 404), then every mount of
 * every remote in the registry (remotes.json). A mount with a role is behind the courtesy
 * guard; each remote route has the same failure layers (RemoteModule). The shell's own paths
 * are reserved by the registry parser (SHELL_PATHS), so a remote cannot take them over.
 */
export function appRoutes(remotes: RegisteredRemote[]) {
  return (
    <>
      <Route path="/select-account" element={lazyPage(<SelectAccountPage />)} />
      <Route path="/login/:role" element={lazyPage(<LoginPage />)} />
      <Route path="/signup/:role" element={lazyPage(<SignupPage />)} />
      <Route path="/auth/magic-link" element={lazyPage(<MagicLinkPage />)} />
      <Route path="/redirecting" element={lazyPage(<RedirectingPage />)} />
      {remotes.flatMap(({ name, mounts }) =>
        mounts.map(({ path, module, role }) => {
          const content = <RemoteModule container={name} module={module} />;
          return <Route key={path} path={path} element={role ? <RequireRole role={role}>{content}</RequireRole> : content} />;
        }),
      )}
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </>
  );
}
