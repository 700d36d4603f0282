import { getAccountClaims, parseRole } from 'shared-auth';
import { overrideProblem, parseOverrideOrigins, REMOTE_OVERRIDE_KEY, type RemoteOverride, type RemoteRegistry } from 'shared-schemas';
import { LocalOverrideBanner } from './LocalOverrideBanner';
import { localStore, pendingOverride } from './override-request';
import { setActiveOverride } from './override-store';

/** Loaded only when a local override is asked for or kept: never part of a normal first load. */

interface Access {
  allowed: boolean;
  uid?: string;
}

/**
 * Who may override: anyone in a development build (a team's own `npm run dev`); otherwise only a
 * signed-in Admin, by the role claim of the account's ID token as the Firebase SDK reads it
 * (shared-auth's getAccountClaims) — localStorage `user` can be edited by anyone and is not asked.
 */
export async function overrideAccess(devBuild = process.env.NODE_ENV === 'development'): Promise<Access> {
  if (devBuild) return { allowed: true };
  const claims = await getAccountClaims().catch(() => null);
  if (!claims) return { allowed: false };
  return { allowed: parseRole(claims.role) === 'Admin', uid: claims.uid };
}

/**
 * Applies `override` to the registry when it may be: the asker is allowed (above), a kept override
 * belongs to this account, and it names a listed remote on an allowed origin. The remote then
 * loads from that URL alone (no failover to the registry's); the override is kept in this
 * browser and shown in the banner. Otherwise the registry is used as it is, and the console says why.
 */
export async function applyOverride(
  registry: RemoteRegistry,
  override: RemoteOverride & { requested: boolean },
  access: Promise<Access> = overrideAccess(),
): Promise<RemoteRegistry> {
  const originProblems: string[] = [];
  const origins = parseOverrideOrigins(registry.overrideOrigins, window.location.href, originProblems);
  originProblems.forEach((line) => console.warn(line));
  const problem = overrideProblem(
    override,
    registry.remotes.map((remote) => remote.name),
    origins,
  );
  if (problem) {
    console.warn(`Local override of ${override.container} ignored: ${problem}.`);
    return registry;
  }
  const { allowed, uid } = await access;
  if (!allowed || (override.uid && uid && override.uid !== uid)) {
    console.warn(`Local override of ${override.container} ignored: only an Admin (or a development build) may point a remote elsewhere.`);
    return registry;
  }
  try {
    localStore()?.setItem(REMOTE_OVERRIDE_KEY, JSON.stringify({ container: override.container, url: override.url, ...(uid ? { uid } : {}) }));
  } catch {
    // not kept for the next load; this one still uses it
  }
  setActiveOverride({ container: override.container, url: override.url }, LocalOverrideBanner);
  return {
    ...registry,
    remotes: registry.remotes.map((remote) => {
      if (remote.name !== override.container) return remote;
      const { fallbackEntries: _registryFallbacks, ...rest } = remote;
      return { ...rest, entry: override.url };
    }),
  };
}

/** What index.ts calls when the address or this browser asks for an override: read it, then apply it if it may be. */
export function applyAskedOverride(registry: RemoteRegistry): Promise<RemoteRegistry> {
  const override = pendingOverride();
  return override ? applyOverride(registry, override) : Promise.resolve(registry);
}
