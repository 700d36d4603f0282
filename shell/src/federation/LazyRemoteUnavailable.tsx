import { lazy, Suspense } from 'react';
import { Loading } from 'shared-ui';

// Only a failing remote needs the "unavailable" screen (and its build-info lookup): its own chunk,
// kept off every first load (the public first load has a 140 KiB budget).
const RemoteUnavailable = lazy(() => import('./RemoteUnavailable').then((module) => ({ default: module.RemoteUnavailable })));

export function LazyRemoteUnavailable(props: { container: string; detail?: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <RemoteUnavailable {...props} />
    </Suspense>
  );
}
