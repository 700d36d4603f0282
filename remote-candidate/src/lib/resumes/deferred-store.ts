import type { ResumeStore } from './resume-store';

/**
 * A store whose code is fetched on first use. The public builder names its cloud store before
 * anyone has signed in; a visitor who never signs in never fetches the Firestore code behind it.
 * A failed fetch (a network error) is not kept: the next call fetches afresh.
 */
export function deferredStore(kind: ResumeStore['kind'], load: () => Promise<ResumeStore>): ResumeStore {
  let loading: Promise<ResumeStore> | null = null;
  const store = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    kind,
    watchResumes(onChange, onError) {
      let stop: (() => void) | null = null;
      let stopped = false;
      store().then(
        (loaded) => {
          if (!stopped) stop = loaded.watchResumes(onChange, onError);
        },
        (error: unknown) => {
          if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    load: (id) => store().then((loaded) => loaded.load(id)),
    create: (resume) => store().then((loaded) => loaded.create(resume)),
    save: (id, patch) => store().then((loaded) => loaded.save(id, patch)),
    remove: (id) => store().then((loaded) => loaded.remove(id)),
    versions: (id) => store().then((loaded) => loaded.versions(id)),
    saveVersion: (id, version) => store().then((loaded) => loaded.saveVersion(id, version)),
  };
}
