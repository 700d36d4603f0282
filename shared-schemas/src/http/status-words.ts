// What the browser client says for an error status the server sent no `{ message }` for. Apart
// from client-policy.ts: the client loads these words only when such an answer comes (the server
// is up then, so they can be fetched), not with every page's first call.
import { formatMegabytes, MAX_FILE_BYTES } from './client-policy';

/** What to say for an error status when the server sent no `{ message }` of its own. */
export function messageForStatus(status: number): string {
  if (status === 401) return 'Please sign in again.';
  if (status === 403) return 'Your account cannot do this.';
  if (status === 413) return `The file or text is too large. Files can be up to ${formatMegabytes(MAX_FILE_BYTES)}.`;
  if (status === 415) return 'That file type cannot be read. Upload a PDF or Word (.docx) file.';
  if (status === 422) return 'That document could not be read. If it is a scan, export it again as a text PDF.';
  if (status === 429) return 'Too many requests right now. Wait a minute and try again.';
  if (status === 504) return 'The analysis took too long. Try a shorter document.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  if (status === 404) return 'HireGen could not find what this page asked for. Reload the page and try again.';
  // A status code means nothing to the person reading this; the page's words say what to do.
  return 'The request was not accepted. Check the input and try again.';
}
