import { roleMatches, type RegisteredRemote } from 'shared-schemas';

export interface OpeningMount {
  container: string;
  module: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a mount's route path matches a pathname as the router matches it: segments compared
 * ignoring case, `:name` any one segment, a trailing `*` anything beneath (or nothing).
 * Returns its rank (more fixed segments first, a splat last), or -1 when it does not match.
 */
export function mountPathRank(pattern: string, pathname: string): number {
  const wanted = segments(pattern);
  const splat = wanted[wanted.length - 1] === '*';
  if (splat) wanted.pop();
  const actual = segments(pathname);
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return -1;
  let rank = 0;
  for (const [index, part] of wanted.entries()) {
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== actual[index]!.toLowerCase()) return -1;
    rank += 2;
  }
  return rank + (splat ? 0 : 1);
}

/**
 * The remote module the page opened on will render: the best-ranked mount matching `pathname`,
 * if its role guard lets `userRole` through (signed out, or another role, the guard sends the
 * visitor elsewhere, so nothing is fetched for it). undefined for the shell's own pages.
 */
export function openingMount(remotes: RegisteredRemote[], pathname: string, userRole: string | undefined): OpeningMount | undefined {
  let best: { container: string; mount: RegisteredRemote['mounts'][number]; rank: number } | undefined;
  for (const remote of remotes) {
    for (const mount of remote.mounts) {
      const rank = mountPathRank(mount.path, pathname);
      if (rank > (best?.rank ?? -1)) best = { container: remote.name, mount, rank };
    }
  }
  if (!best || (best.mount.role && !roleMatches(userRole, best.mount.role))) return undefined;
  return { container: best.container, module: best.mount.module };
}
