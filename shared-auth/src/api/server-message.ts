/** Cap on a message echoed from the server, so a broken proxy cannot flood the page. */
const MAX_MESSAGE_CHARS = 300;

/** The server's `{ "message": "..." }` out of a parsed body, if it is one that can be shown. */
export function serverMessage(data: unknown, maxChars = MAX_MESSAGE_CHARS): string | undefined {
  const message = (data as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, maxChars) : undefined;
}
