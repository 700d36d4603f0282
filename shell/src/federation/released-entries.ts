import { checkRemoteEntry, REGISTRY_SESSION_KEY, type RemoteRegistry, type ResolvedRemote } from 'shared-schemas';
import { readStoredUser } from 'shared-auth/session-user';

/** The api answers in time or the shell goes on with remotes.json alone (as it did before the api's registry). */
const RESOLVE_TIMEOUT_MS = 1500;

/** Who this session is for a sticky canary share: the signed-in uid, else this browser's own id. */
function sessionId(): string {
  try {
    return readStoredUser()?.uid ?? (localStorage[REGISTRY_SESSION_KEY] ||= crypto.randomUUID());
  } catch {
    return ''; // storage blocked: no canary for this session
  }
}

/**
 * remotes.json with each released remote's entry for this session from the api's registry
 * (GET /api/platform/registry/resolve: the stable version, or the canary's for a sticky share).
 * Asked for beside remotes.json. A remote the file does not list, an entry the origin policy
 * refuses, or no answer within RESOLVE_TIMEOUT_MS: the file's entry stays. Its fallbackEntries
 * stay too (failover origins of the same build).
 */
export function withReleasedEntries(file: Promise<RemoteRegistry>): Promise<RemoteRegistry> {
  const answer = fetch(`/api/platform/registry/resolve?sid=${sessionId()}`, { signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) })
    // An error answer is `{ message }`: no remotes, the file's entries stay.
    .then((response) => response.json() as Promise<{ remotes?: ResolvedRemote[] }>)
    .catch(() => undefined);
  return Promise.all([file, answer]).then(([registry, resolved]) => {
    for (const { name, entry, version, canary, watched } of resolved?.remotes ?? []) {
      const remote = registry.remotes.find((listed) => listed.name === name);
      try {
        if (remote) Object.assign(remote, { entry: checkRemoteEntry(name, entry, new URL(window.location.href)), release: { version, canary, watched } });
      } catch (error) {
        console.error(error);
      }
    }
    return registry;
  });
}
