import { checkRemoteEntry, type RemoteRegistry, type ResolvedRemote } from 'shared-schemas';

/**
 * released-entries.ts's merge: each released remote the file lists takes the api's entry for this
 * session (under the same origin policy as remotes.json's; a refused one keeps the file's entry)
 * and its version and report token, for the loader's reports. Its fallbackEntries stay the file's.
 */
// The default export: its chunk's one function, called as `chunk.default` (fewer first-load bytes than a named import).
export default function applyReleased(registry: RemoteRegistry, resolved: ResolvedRemote[]): RemoteRegistry {
  for (const { name, entry, version, canary, watched, token } of resolved) {
    const remote = registry.remotes.find((listed) => listed.name === name);
    try {
      if (remote) Object.assign(remote, { entry: checkRemoteEntry(name, entry, new URL(window.location.href)), release: { version, canary, watched, token } });
    } catch (error) {
      console.error(error);
    }
  }
  return registry;
}
