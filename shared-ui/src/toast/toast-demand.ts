/**
 * The toast containers mount on the first toast, so no toast code loads with a page. Each
 * library queues a toast raised before its container is there and shows it once it mounts.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastContainers(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
}

export function onToastContainersRequested(listener: () => void): () => void {
  if (requested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
