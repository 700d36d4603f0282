/** The api calls that cross a trust line: organisations, invites and membership. */
import { callApi } from 'shared-auth';
import type { MemberRole } from 'shared-schemas';
import type { CreatedInvite } from '../types/organisation';

export function createOrganisation(name: string): Promise<{ orgId: string }> {
  return callApi('POST /api/orgs', { json: { name } });
}

export function createInvite(orgId: string, email: string, role: MemberRole): Promise<CreatedInvite> {
  return callApi('POST /api/orgs/:orgId/invites', { params: { orgId }, json: { email, role } });
}

export async function revokeInvite(orgId: string, inviteId: string): Promise<void> {
  await callApi('DELETE /api/orgs/:orgId/invites/:inviteId', { params: { orgId, inviteId } });
}

export async function changeMemberRole(orgId: string, uid: string, role: MemberRole): Promise<void> {
  await callApi('PATCH /api/orgs/:orgId/members/:uid', { params: { orgId, uid }, json: { role } });
}

export async function removeMember(orgId: string, uid: string): Promise<void> {
  await callApi('DELETE /api/orgs/:orgId/members/:uid', { params: { orgId, uid } });
}

export interface RenamedOrganisation {
  orgId: string;
  name: string;
  jobsUpdated: number;
  interviewsUpdated: number;
}

/** Renames the organisation through the api, which also rewrites the employer name on its jobs and interviews. */
export function renameOrganisation(orgId: string, name: string): Promise<RenamedOrganisation> {
  return callApi('PATCH /api/orgs/:orgId', { params: { orgId }, json: { name } });
}
