import { roleMatches, type RegisteredRemote } from 'shared-schemas';

export interface OpeningMount {
  container: string;
  module: string;
}

/**
 * Whether a mount's route path matches a pathname as the router matches it: segments compared
 * ignoring case, `:name` any one segment, a trailing `*` anything beneath (or nothing).
 * Returns its rank (more segments first, a splat after an exact path), or -1 when it does not match.
 */
export function mountPathRank(pattern: string, pathname: string): number {
  const wanted = pattern.toLowerCase().split('/').filter(Boolean);
  const actual = pathname.toLowerCase().split('/').filter(Boolean);
  const splat = wanted.at(-1) === '*' ? wanted.pop() : undefined;
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return -1;
  return wanted.every((part, index) => part[0] === ':' || part === actual[index]) ? wanted.length * 2 + (splat ? 0 : 1) : -1;
}

/**
 * The remote module the page opened on will render: the best-ranked mount matching `pathname`,
 * if its role guard lets `userRole` through (signed out, or another role, the guard sends the
 * visitor elsewhere, so nothing is fetched for it). undefined for the shell's own pages.
 */
export function openingMount(remotes: RegisteredRemote[], pathname: string, userRole: string | undefined): OpeningMount | undefined {
  let best: (OpeningMount & { role: string | null }) | undefined;
  let bestRank = -1;
  for (const { name, mounts } of remotes) {
    for (const { path, module, role } of mounts) {
      const rank = mountPathRank(path, pathname);
      if (rank > bestRank) [best, bestRank] = [{ container: name, module, role }, rank];
    }
  }
  return best && (!best.role || roleMatches(userRole, best.role)) ? { container: best.container, module: best.module } : undefined;
}
