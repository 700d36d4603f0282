import { apiFetch } from 'shared-auth';
import type { OrganizationDetail } from '../types/organizations';

// Listing organisations is in src/lib/organizations.ts: the users feature's role dialog needs it too.

export const setSuspended = (orgId: string, suspended: boolean) =>
  apiFetch<{ suspendedAt: string | null; changed: boolean }>(`/api/admin/organizations/${encodeURIComponent(orgId)}/${suspended ? 'suspend' : 'restore'}`, {
    method: 'POST',
  });

/** One organisation's members and jobs (the drill-down page). */
export const getOrganization = (orgId: string, signal?: AbortSignal) =>
  apiFetch<OrganizationDetail>(`/api/admin/organizations/${encodeURIComponent(orgId)}`, { signal });
