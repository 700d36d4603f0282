/**
 * Calls `warm(pathname)` when someone shows they are about to follow a same-origin link: the
 * pointer comes over it, it takes keyboard focus, or a finger touches it — usually 100 ms or more
 * before the click. A lazily loaded page can fetch its code then (lazyComponent's preload), so it
 * opens without waiting for the network, and nothing is fetched for pages nobody heads for.
 * Listens on the whole document (links in the shell's header count too); returns the function
 * that stops listening.
 */
export function warmOnLinkIntent(warm: (pathname: string) => void, root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    warm(link.pathname);
  };
  const options = { capture: true, passive: true };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  events.forEach((type) => root.addEventListener(type, onIntent, options));
  return () => events.forEach((type) => root.removeEventListener(type, onIntent, options));
}
