import { REGISTRY_SESSION_KEY, type RemoteRegistry, type ResolvedRemote } from 'shared-schemas';
import { readStoredUser } from 'shared-auth/session-user';

/** The api answers in time or the shell goes on with remotes.json alone (as it did before the api's registry). */
const RESOLVE_TIMEOUT_MS = 1500;
/**
 * Where this browser keeps its last answer (localStorage). A local constant, not an export of
 * shared-schemas: an export's getter costs first-load bytes (release-reports.ts imports it from
 * here; it is in the same first-load module anyway).
 */
export const RESOLVED_KEY = 'hiregen.registrySession.answer';
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
    // [sid, good until, answer]: a list, not an object, for the same reason.
    const [forSid, until, answer] = JSON.parse(localStorage[RESOLVED_KEY]) as [string, number, Answer];
    if (forSid === sid && Date.now() < until) cached = answer;
  } catch {
    // no stored answer yet, or storage blocked
  }
  // An error answer is `{ message }`: no remotes, the file's entries stay, and it is not stored.
  // Storage blocked: the write throws and this answer is lost, but it was one already (`sid=` is
  // refused with 400), so remotes.json's entries either way.
  const fresh = fetch(`/api/platform/registry/resolve?sid=${sid}`, { signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) })
    .then((response) => response.json() as Promise<Answer>)
    .then((answer) => (answer?.remotes && (localStorage[RESOLVED_KEY] = JSON.stringify([sid, Date.now() + RESOLVED_MAX_AGE_MS, answer])), answer))
    .catch(() => undefined);
  return Promise.all([file, cached ?? fresh]).then(([registry, resolved]) =>
    resolved?.remotes?.some(({ name }) => registry.remotes.some((listed) => listed.name === name))
      ? import('./apply-released').then((chunk) => chunk.default(registry, resolved.remotes!))
      : registry,
  );
}
