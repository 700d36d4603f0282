import { lazy, Suspense } from 'react';
import { parseRole, useSession } from 'shared-auth';
import { registry } from './registry-store';

// The list itself loads only when there is something to show an Admin: off every first load.
const RegistryProblemsList = lazy(() => import('./RegistryProblemsList'));

/**
 * Tells an Admin that remotes.json had entries the shell skipped (every visitor's console says
 * so too): whoever can fix the registry sees it without opening developer tools.
 */
export function RegistryProblemsNotice() {
  const { user } = useSession();
  const { problems } = registry();
  if (problems.length === 0 || parseRole(user?.role) !== 'Admin') return null;
  return (
    <Suspense fallback={null}>
      <RegistryProblemsList problems={problems} />
    </Suspense>
  );
}
