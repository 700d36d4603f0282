import { serverMessage } from 'shared-auth/server-message';
import { CONTACT_TEXT, type ContactMessage } from 'shared-schemas';

/** How long the page waits for the api before it calls the send a failure. */
export const CONTACT_SEND_TIMEOUT_MS = 15_000;

/** A failed send, carrying the text the visitor should see (the error catalogue's words) and what went wrong. */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ContactSendError';
  }
}

/**
 * POST /api/contact-us with the trimmed message. Any 2xx is success and its body is
 * not read. Anything else, a network failure or a timeout throws ContactSendError.
 * `website` is the honeypot: sent only when something (a bot) filled it in.
 */
export async function sendContactMessage(
  message: ContactMessage,
  { website = '', timeoutMs = CONTACT_SEND_TIMEOUT_MS }: { website?: string; timeoutMs?: number } = {},
): Promise<void> {
  const body: ContactMessage & { website?: string } = { ...message };
  if (website) body.website = website;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch('/api/contact-us', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      // Offline, refused, or aborted by our timeout: the visitor sees the generic failure.
      throw new ContactSendError(CONTACT_TEXT.sendFailed, undefined, { cause });
    }
    if (response.ok) return;
    // Not JSON (e.g. a proxy's HTML error page): the generic text.
    const data: unknown = await response.json().catch(() => undefined);
    throw new ContactSendError(serverMessage(data) ?? CONTACT_TEXT.sendFailed, response.status);
  } finally {
    // The timer also covers reading an error body, so a stalled response cannot hang the form.
    clearTimeout(timer);
  }
}
