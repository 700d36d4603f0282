import { parseRole, useSession } from 'shared-auth';
import { registry } from './registry-store';
import { lazyComponent } from 'shared-ui';

// The list itself loads only when there is something to show an Admin: off every first load.
const RegistryProblemsList = lazyComponent(() => import('./RegistryProblemsList').then((m) => m.default), { what: 'The list of skipped registry entries' });

/**
 * Tells an Admin that remotes.json had entries the shell skipped (every visitor's console says
 * so too): whoever can fix the registry sees it without opening developer tools.
 */
export function RegistryProblemsNotice() {
  const { user } = useSession();
  const { problems } = registry();
  if (problems.length === 0 || parseRole(user?.role) !== 'Admin') return null;
  return <RegistryProblemsList problems={problems} />;
}
