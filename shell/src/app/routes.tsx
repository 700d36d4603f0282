import { Route } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import type { RegisteredRemote } from 'shared-schemas';
import { lazyComponent, Loading, NotFoundPage } from 'shared-ui';
import { RemoteModule } from '../federation/RemoteModule';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';

// Each loads when first opened, drawing "Loading..." meanwhile — without Suspense, whose content
// React holds until 300 ms after its fallback showed.
const page = { fallback: <Loading />, what: 'This page' };
const SelectAccountPage = lazyComponent(() => import('../auth/SelectAccountPage').then((m) => m.default), page);
const LoginPage = lazyComponent(() => import('../auth/LoginPage').then((m) => m.default), page);
const SignupPage = lazyComponent(() => import('../auth/SignupPage').then((m) => m.default), page);
const MagicLinkPage = lazyComponent(() => import('../auth/MagicLinkPage').then((m) => m.default), page);
const RedirectingPage = lazyComponent(() => import('../auth/RedirectingPage').then((m) => m.default), page);

/**
 * The shell's route table: its own screens (sign-in, /unauthorized, 404), then every mount of
 * every remote in the registry (remotes.json). A mount with a role is behind the courtesy
 * guard; each remote route has the same failure layers (RemoteModule). The shell's own paths
 * are reserved by the registry parser (SHELL_PATHS), so a remote cannot take them over.
 */
export function appRoutes(remotes: RegisteredRemote[]) {
  return (
    <>
      <Route path="/select-account" element={<SelectAccountPage />} />
      <Route path="/login/:role" element={<LoginPage />} />
      <Route path="/signup/:role" element={<SignupPage />} />
      <Route path="/auth/magic-link" element={<MagicLinkPage />} />
      <Route path="/redirecting" element={<RedirectingPage />} />
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
