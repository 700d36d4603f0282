import { lazyComponent, Loading } from 'shared-ui';

// Only a failing remote needs the "unavailable" screen (and its build-info lookup): its own chunk,
// kept off every first load (the public first load has a 140 KiB budget).
export const LazyRemoteUnavailable = lazyComponent(() => import('./RemoteUnavailable').then((module) => module.RemoteUnavailable), {
  fallback: <Loading />,
  what: 'The "unavailable" notice',
});
