// The HTTP status of a shell page whose content the api decides. The shell is a single-page app,
// so every route's HTML is the same index.html; without this a refused public resume link
// (/r/<slug>: unknown, or turned off by its owner) answered 200 and a crawler would index the
// "not shared" page. The page still shows its message to people: the body is the same HTML.

const SHARED_RESUME = /^\/r\/([A-Za-z0-9_-]{1,64})\/?$/;
/** The api should answer a status in well under this; past it the page is served as before. */
const STATUS_TIMEOUT_MS = 3_000;

/**
 * `{ status, noindex }` for a page path, or null when the path is an ordinary route (200).
 * `ask(apiPath)` fetches from the api (with the visitor's forwarded address) and returns the
 * Response. Shared: 200 (noindex unless the owner opted in); turned off: 410; unknown: 404;
 * the api unreachable: 503 (a crawler retries later; a person's page reports it itself).
 */
export async function pageStatus(pathname, ask) {
  const match = SHARED_RESUME.exec(pathname);
  if (!match) return null;
  try {
    const answer = await ask(`/api/public/resumes/${encodeURIComponent(match[1])}/status`, AbortSignal.timeout(STATUS_TIMEOUT_MS));
    if (answer.status === 200) {
      const body = await answer.json().catch(() => ({}));
      return { status: 200, noindex: body?.indexable !== true };
    }
    if (answer.status === 404 || answer.status === 410) return { status: answer.status, noindex: true };
    return { status: 503, noindex: true };
  } catch {
    return { status: 503, noindex: true };
  }
}
