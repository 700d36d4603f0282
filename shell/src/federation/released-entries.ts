import { REGISTRY_RESOLVED_KEY, REGISTRY_SESSION_KEY, type RemoteRegistry, type ResolvedRemote } from 'shared-schemas';
import { readStoredUser } from 'shared-auth/session-user';

/** The api answers in time or the shell goes on with remotes.json alone (as it did before the api's registry). */
const RESOLVE_TIMEOUT_MS = 1500;
/** How long this browser's last answer is used at once (a change reaches it on the load after). */
export const RESOLVED_MAX_AGE_MS = 10 * 60_000;

type Answer = { remotes?: ResolvedRemote[] } | undefined;

/**
 * remotes.json with each released remote's entry for this session from the api's registry
 * (GET /api/platform/registry/resolve: the stable version, or the canary's for a sticky share),
 * asked for beside remotes.json. This browser's last answer for the same session, younger than
 * RESOLVED_MAX_AGE_MS, is used at once and the fresh one is stored for the next load, so a slow
 * api holds no remote's first load; a canary session stays on its side (same sid, same answer).
 * Without one, the fresh answer is waited for up to RESOLVE_TIMEOUT_MS, then the file's entries
 * stay. Only when the answer names a remote the file lists is the merge (apply-released.ts, its
 * own small chunk) loaded, so a page with nothing released pays a few bytes only.
 */
export function withReleasedEntries(file: Promise<RemoteRegistry>): Promise<RemoteRegistry> {
  // Who this session is for a sticky canary share: the signed-in uid, else this browser's own id;
  // '' with storage blocked (no canary). One try with the stored answer: a few bytes less on every first load.
  let sid = '';
  let cached: Answer;
  try {
    sid = readStoredUser()?.uid ?? (localStorage[REGISTRY_SESSION_KEY] ||= crypto.randomUUID());
    // [sid, stored at, answer]: a list, not an object, for the same reason.
    const [forSid, at, answer] = JSON.parse(localStorage[REGISTRY_RESOLVED_KEY]) as [string, number, Answer];
    if (forSid === sid && Date.now() - at < RESOLVED_MAX_AGE_MS) cached = answer;
  } catch {
    // no stored answer yet, or storage blocked
  }
  // An error answer is `{ message }`: no remotes, the file's entries stay, and it is not stored.
  const fresh = fetch(`/api/platform/registry/resolve?sid=${sid}`, { signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) })
    .then((response) => response.json() as Promise<Answer>)
    .catch(() => undefined);
  fresh
    .then((answer) => answer?.remotes && (localStorage[REGISTRY_RESOLVED_KEY] = JSON.stringify([sid, Date.now(), answer])))
    .catch(() => undefined); // storage blocked or full: the next load asks again
  return Promise.all([file, cached ?? fresh]).then(([registry, resolved]) =>
    resolved?.remotes?.some(({ name }) => registry.remotes.some((listed) => listed.name === name))
      ? import('./apply-released').then(({ applyReleased }) => applyReleased(registry, resolved.remotes!))
      : registry,
  );
}
