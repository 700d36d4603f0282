import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastContainersRequested } from './toast-demand';

const ToastContainers = lazy(() => import('./ToastContainers'));

/**
 * The toast containers, mounted when the first toast is raised (see toast-demand.ts): toast
 * code is never part of a page's first load. Render once, at the top of the app.
 */
export function AppToasters() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToastContainersRequested(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastContainers />
    </Suspense>
  ) : null;
}
