import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is fetched when it first renders (or earlier, through `preload()`),
 * without React.lazy and Suspense. React 19 holds back the content that replaces a Suspense
 * fallback until 300 ms after that fallback appeared (react-dom's FALLBACK_THROTTLE_MS), so every
 * lazy page behind a fallback waited that long after its code had arrived. Here the fallback is
 * ordinary state: the component renders the moment its code is here, and once loaded it renders
 * at once on every later mount, with no fallback at all.
 *
 * A failed load (a network error fetching the chunk) shows a sentence and a Try again button that
 * fetches the code afresh; nothing is thrown, so the rest of the page stays usable.
 */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the code now if it has not been fetched; resolves once it is here (or has failed). */
  preload: () => Promise<void>;
};

type LoadState<P> =
  | { status: 'idle' }
  | { status: 'loading'; done: Promise<void> }
  | { status: 'loaded'; component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

export interface LazyComponentOptions {
  /** Shown while the code loads (default: nothing). */
  fallback?: ReactNode;
  /** What failed to load, for the failure sentence: "<what> could not be loaded." (default "This part of the page"). */
  what?: string;
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, what = 'This part of the page' }: LazyComponentOptions = {},
): LazyComponent<P> {
  let state: LoadState<P> = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: LoadState<P>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  const preload = (): Promise<void> => {
    if (state.status === 'loaded') return Promise.resolve();
    if (state.status === 'loading') return state.done;
    let loaded: Promise<ComponentType<P>>;
    try {
      loaded = load();
    } catch (error) {
      loaded = Promise.reject(error);
    }
    const done = loaded.then(
      (component) => set({ status: 'loaded', component }),
      (error: unknown) => set({ status: 'failed', error }),
    );
    // Not announced: idle and loading draw the same fallback, and a first render that starts the
    // fetch must not make other components re-render while React is rendering it.
    state = { status: 'loading', done };
    return done;
  };

  function Lazy(props: P) {
    // As React.lazy does, the first render starts the fetch (preload() is idempotent).
    if (state.status === 'idle') void preload();
    const current = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (current.status === 'loaded') {
      const Loaded = current.component;
      return <Loaded {...props} />;
    }
    if (current.status === 'failed') {
      return (
        <div className="hg-card" role="alert">
          <p>{what} could not be loaded. Check your connection and try again.</p>
          <button
            type="button"
            className="hg-button"
            onClick={() => {
              set({ status: 'idle' }); // the render this causes fetches the code afresh
            }}
          >
            Try again
          </button>
        </div>
      );
    }
    return <>{fallback}</>;
  }
  Lazy.displayName = 'LazyComponent';
  return Object.assign(Lazy, { preload });
}
