/**
 * The invite page's two calls, apart from the members screen's (organisation-api.ts): the page is
 * signed out and holds the public first-load budget, so it carries only what it calls.
 */
import { callApi, callPublicApi } from 'shared-auth';
import type { InvitePreview } from '../types/organisation';

export function previewInvite(token: string): Promise<InvitePreview> {
  // The public part of the endpoint map: the page's content waits on this call.
  return callPublicApi<'GET /api/invites/:token', InvitePreview>('GET /api/invites/:token', { params: { token } });
}

export async function acceptInvite(token: string): Promise<void> {
  await callApi('POST /api/invites/accept', { json: { token } });
}
