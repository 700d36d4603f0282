import { useEffect } from 'react';
import { parseRole, useSession } from 'shared-auth';
import { registry } from './registry-store';
import { preloadRemoteModule } from './remote-loader';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * When someone signs in (or opens HireGen already signed in), fetch their role's remote entry
 * and exposed modules — the registry's mounts that require that role — while the browser is
 * idle, so their area opens without waiting for the network. Signed out nothing is fetched: the
 * public first load stays as lean as it was.
 */
export function useRolePreload(): void {
  const { user } = useSession();
  const role = parseRole(user?.role);
  useEffect(() => {
    if (!role) return undefined;
    const targets = registry().remotes.flatMap((remote) =>
      remote.mounts.filter((mount) => mount.role === role).map((mount) => [remote.name, mount.module] as const),
    );
    if (targets.length === 0) return undefined;
    const idle = window as IdleWindow;
    const run = () => targets.forEach(([container, module]) => void preloadRemoteModule(container, module));
    if (idle.requestIdleCallback) {
      const handle = idle.requestIdleCallback(run, { timeout: 5000 });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }, [role]);
}
