import { useEffect, useState } from 'react';
import { lazyComponent } from '../lazy/lazy-component';
import { onToastContainersRequested } from './toast-demand';

// No Suspense: React would hold the first toast until 300 ms after the (empty) fallback showed.
const ToastContainers = lazyComponent(() => import('./ToastContainers').then((m) => m.default), { what: 'Notifications' });

/**
 * The toast containers, mounted when the first toast is raised (see toast-demand.ts): toast
 * code is never part of a page's first load. Render once, at the top of the app.
 */
export function AppToasters() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastContainersRequested(() => setNeeded(true)), []);
  return needed ? <ToastContainers /> : null;
}
