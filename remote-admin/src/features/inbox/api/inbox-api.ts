import { callApi } from 'shared-auth';
import type { ContactRow, ContactStatus, InboxView } from '../types/inbox';

export const listMessages = (query: { view: InboxView; q?: string; after?: string }, signal?: AbortSignal) =>
  callApi<'GET /api/admin/contact', { messages: ContactRow[]; unread: number; next: string | null }>(
    'GET /api/admin/contact',
    { query: { ...query, limit: 50 } },
    { signal },
  );

export const setStatus = (id: string, status: ContactStatus) =>
  callApi<'PATCH /api/admin/contact/:id', { contactMessage: ContactRow }>('PATCH /api/admin/contact/:id', { params: { id }, json: { status } }).then(
    (body) => body.contactMessage,
  );

/** A reply in the Admin's own mail client: the sender's address and "Re: <subject>". */
export function replyLink(message: Pick<ContactRow, 'email' | 'subject' | 'name' | 'createdAt'>): string {
  const subject = `Re: ${message.subject}`;
  const body = `\n\n--- ${message.name} wrote on ${message.createdAt?.slice(0, 10) ?? ''} ---\n`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
