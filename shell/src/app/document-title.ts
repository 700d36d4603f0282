const SITE = 'HireGen';
/** Long headings (a job title with its team) are cut so the tab still shows the site name. */
const MAX_PAGE_TITLE = 80;

/**
 * What the open screen is called: a `data-page-title` that a screen sets when it knows better (a
 * job with its employer, "HireGen" on the home page), else the text of its first heading in
 * <main>. Every remote, a new team's included, gets a named tab without doing anything.
 */
export function pageTitleOf(root: ParentNode): string | null {
  const declared = root.querySelector<HTMLElement>('[data-page-title]');
  if (declared) return declared.dataset.pageTitle?.trim() || null;
  const heading = root.querySelector('main h1') ?? root.querySelector('h1');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() || null;
}

/** "Resume Parser · HireGen"; the site name alone when the screen has no name of its own. */
export function documentTitle(pageTitle: string | null): string {
  if (!pageTitle || pageTitle === SITE) return SITE;
  const cut = pageTitle.length > MAX_PAGE_TITLE ? `${pageTitle.slice(0, MAX_PAGE_TITLE - 1).trimEnd()}…` : pageTitle;
  return `${cut} · ${SITE}`;
}

/**
 * Keeps the tab title in step with the screen. Screens arrive late (a remote loads, data comes,
 * the route changes), so it follows the DOM, at most once per frame, rather than the route.
 * Returns the function that stops it.
 */
export function followDocumentTitle(root: HTMLElement = document.body): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const title = documentTitle(pageTitleOf(root));
    if (document.title !== title) document.title = title;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  schedule();
  const observer = new MutationObserver(schedule);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-page-title'] });
  return () => {
    observer.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}
