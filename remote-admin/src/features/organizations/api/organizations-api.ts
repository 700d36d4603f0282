import { callApi } from 'shared-auth';
import type { OrganizationDetail } from '../types/organizations';

// Listing organisations is in src/lib/organizations.ts: the users feature's role dialog needs it too.

export const setSuspended = (orgId: string, suspended: boolean) =>
  suspended
    ? callApi('POST /api/admin/organizations/:orgId/suspend', { params: { orgId } })
    : callApi('POST /api/admin/organizations/:orgId/restore', { params: { orgId } });

/** One organisation's members and jobs (the drill-down page). */
export const getOrganization = (orgId: string, signal?: AbortSignal) =>
  callApi<'GET /api/admin/organizations/:orgId', OrganizationDetail>('GET /api/admin/organizations/:orgId', { params: { orgId } }, { signal });
