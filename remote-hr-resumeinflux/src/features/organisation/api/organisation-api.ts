/** The api calls that cross a trust line: organisations, invites and membership. */
import { apiFetch } from 'shared-auth';
import type { MemberRole } from 'shared-schemas';
import type { CreatedInvite, InvitePreview } from '../types/organisation';

const orgPath = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

export function createOrganisation(name: string): Promise<{ orgId: string }> {
  return apiFetch<{ orgId: string }>('/api/orgs', { json: { name } });
}

export function createInvite(orgId: string, email: string, role: MemberRole): Promise<CreatedInvite> {
  return apiFetch<CreatedInvite>(`${orgPath(orgId)}/invites`, { json: { email, role } });
}

export async function revokeInvite(orgId: string, inviteId: string): Promise<void> {
  await apiFetch(`${orgPath(orgId)}/invites/${encodeURIComponent(inviteId)}`, { method: 'DELETE' });
}

export function previewInvite(token: string): Promise<InvitePreview> {
  return apiFetch<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`);
}

export async function acceptInvite(token: string): Promise<void> {
  await apiFetch('/api/invites/accept', { json: { token } });
}

export async function changeMemberRole(orgId: string, uid: string, role: MemberRole): Promise<void> {
  await apiFetch(`${orgPath(orgId)}/members/${encodeURIComponent(uid)}`, { method: 'PATCH', json: { role } });
}

export async function removeMember(orgId: string, uid: string): Promise<void> {
  await apiFetch(`${orgPath(orgId)}/members/${encodeURIComponent(uid)}`, { method: 'DELETE' });
}

export interface RenamedOrganisation {
  orgId: string;
  name: string;
  jobsUpdated: number;
  interviewsUpdated: number;
}

/** Renames the organisation through the api, which also rewrites the employer name on its jobs and interviews. */
export function renameOrganisation(orgId: string, name: string): Promise<RenamedOrganisation> {
  return apiFetch<RenamedOrganisation>(orgPath(orgId), { method: 'PATCH', json: { name } });
}
