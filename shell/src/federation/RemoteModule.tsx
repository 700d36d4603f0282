import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Loading } from 'shared-ui';
import { loadRemoteModule } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteGeneration } from './remote-retry-store';

type AnyProps = Record<string, unknown>;
const cache = new Map<string, ComponentType<AnyProps>>();

function lazyRemote(container: string, module: string, generation: number): ComponentType<AnyProps> {
  const key = `${container}/${module}#${generation}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      const loaded = await loadRemoteModule<{ default?: ComponentType<AnyProps> }>(container, module);
      if (typeof loaded.default !== 'function' && typeof loaded.default !== 'object') {
        throw new Error(`${container}/${module} does not export a component.`);
      }
      return { default: loaded.default };
    });
    cache.set(key, component);
  }
  return component;
}

/**
 * Renders one module a remote exposes, with the three failure layers around it: entry retries
 * and a fallback module (runtime plugins), then this error boundary. Retry re-keys it.
 */
export function RemoteModule({ container, module, props = {} }: { container: string; module: string; props?: AnyProps }) {
  const generation = useRemoteGeneration(container);
  const Remote = useMemo(() => lazyRemote(container, module, generation), [container, module, generation]);
  return (
    <RemoteErrorBoundary key={generation} container={container}>
      <Suspense fallback={<Loading />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
