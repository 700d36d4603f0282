import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from 'shared-ui';
import { loadRemoteModule, takeStartedModule } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteGeneration } from './remote-retry-store';

type AnyProps = Record<string, unknown>;
type Loaded = { component: ComponentType<AnyProps> } | { error: unknown };

/** Each module's load, by container/module#generation: one request however often it renders. */
const loads = new Map<string, Promise<Loaded>>();
/** Loads that have settled, so a module already here renders at once, with no loading state
 * (no second render and layout of the route once it comes). */
const settled = new Map<string, Loaded>();

type Exports = { default?: ComponentType<AnyProps> };

function componentOf(container: string, module: string, loaded: Exports): Loaded {
  if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
    return { error: new Error(`${container}/${module} does not export a component.`) };
  }
  return { component: loaded.default };
}

/** A settled load, or the opening route's early load if it has arrived (then recorded as settled). */
function settledLoad(container: string, module: string, key: string): Loaded | undefined {
  const known = settled.get(key);
  if (known || loads.has(key)) return known;
  const early = takeStartedModule<Exports>(container, module);
  if (!early) return undefined;
  const result = componentOf(container, module, early);
  settled.set(key, result);
  loads.set(key, Promise.resolve(result));
  return result;
}

function loadComponent(container: string, module: string, key: string): Promise<Loaded> {
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteModule<Exports>(container, module).then(
      (loaded) => componentOf(container, module, loaded),
      (error: unknown): Loaded => ({ error }),
    );
    void load.then((result) => settled.set(key, result));
    loads.set(key, load);
  }
  return load;
}

/**
 * The module itself. Loaded through state, not React.lazy and Suspense: React holds back the
 * content that replaces a Suspense fallback until 300 ms after that fallback appeared, which
 * made every cold remote route wait that long after its code had arrived.
 */
function RemoteComponent({ container, module, generation, props }: { container: string; module: string; generation: number; props: AnyProps }) {
  const key = `${container}/${module}#${generation}`;
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded } | undefined>(() => {
    const result = settledLoad(container, module, key);
    return result && { key, result };
  });
  const current = loaded?.key === key ? loaded.result : settledLoad(container, module, key);
  useEffect(() => {
    if (current) return undefined;
    let active = true;
    void loadComponent(container, module, key).then((result) => {
      if (active) setLoaded({ key, result });
    });
    return () => {
      active = false;
    };
  }, [container, module, key, current]);

  if (!current) return <Loading />;
  if ('error' in current) throw current.error; // to RemoteErrorBoundary, with its Retry
  const Remote = current.component;
  return <Remote {...props} />;
}

/**
 * Renders one module a remote exposes, with the three failure layers around it: entry retries
 * and a fallback module (runtime plugins), then this error boundary. Retry re-keys it.
 */
export function RemoteModule({ container, module, props = {} }: { container: string; module: string; props?: AnyProps }) {
  const generation = useRemoteGeneration(container);
  return (
    // Keyed by module too: a failure shown on one remote's route does not stay on the next route.
    <RemoteErrorBoundary key={`${container}/${module}#${generation}`} container={container}>
      <RemoteComponent container={container} module={module} generation={generation} props={props} />
    </RemoteErrorBoundary>
  );
}
