/**
 * The invite page's two calls, apart from the members screen's (organisation-api.ts): the page is
 * signed out and holds the public first-load budget, so it carries only what it calls.
 */
import { apiFetch, callApi } from 'shared-auth';
import type { InvitePreview } from '../types/organisation';

export function previewInvite(token: string): Promise<InvitePreview> {
  // apiFetch, not callApi: the invite page's content waits on this call, and the endpoint map's
  // chunk would take the signed-out page over its first-load budget.
  return apiFetch<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`);
}

export async function acceptInvite(token: string): Promise<void> {
  await callApi('POST /api/invites/accept', { json: { token } });
}
