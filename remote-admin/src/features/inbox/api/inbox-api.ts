import { apiFetch } from 'shared-auth';
import { queryString } from '../../../lib/format';
import type { ContactRow, ContactStatus, InboxView } from '../types/inbox';

export const listMessages = (query: { view: InboxView; q?: string; after?: string }, signal?: AbortSignal) =>
  apiFetch<{ messages: ContactRow[]; unread: number; next: string | null }>(`/api/admin/contact${queryString({ ...query, limit: 50 })}`, { signal });

export const setStatus = (id: string, status: ContactStatus) =>
  apiFetch<{ contactMessage: ContactRow }>(`/api/admin/contact/${encodeURIComponent(id)}`, { method: 'PATCH', json: { status } }).then(
    (body) => body.contactMessage,
  );

/** A reply in the Admin's own mail client: the sender's address and "Re: <subject>". */
export function replyLink(message: Pick<ContactRow, 'email' | 'subject' | 'name' | 'createdAt'>): string {
  const subject = `Re: ${message.subject}`;
  const body = `\n\n--- ${message.name} wrote on ${message.createdAt?.slice(0, 10) ?? ''} ---\n`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
