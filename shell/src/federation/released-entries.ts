import { REGISTRY_SESSION_KEY, type RemoteRegistry, type ResolvedRemote } from 'shared-schemas';
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
 * (GET /api/platform/registry/resolve: the stable version, or the canary's for a sticky share),
 * asked for beside remotes.json. Only when the answer names a remote the file lists is the
 * merge (apply-released.ts, its own small chunk) loaded, so a page with nothing released pays
 * a few bytes only. No answer within RESOLVE_TIMEOUT_MS: the file's entries stay.
 */
export function withReleasedEntries(file: Promise<RemoteRegistry>): Promise<RemoteRegistry> {
  // An error answer is `{ message }`: no remotes, the file's entries stay.
  const answer = fetch(`/api/platform/registry/resolve?sid=${sessionId()}`, { signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) })
    .then((response) => response.json() as Promise<{ remotes?: ResolvedRemote[] }>)
    .catch(() => undefined);
  return Promise.all([file, answer]).then(([registry, resolved]) =>
    resolved?.remotes?.some(({ name }) => registry.remotes.some((listed) => listed.name === name))
      ? import('./apply-released').then(({ applyReleased }) => applyReleased(registry, resolved.remotes!))
      : registry,
  );
}
