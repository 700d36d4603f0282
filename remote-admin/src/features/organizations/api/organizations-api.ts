import { apiFetch } from 'shared-auth';
import type { OrganizationRow } from '../types/organizations';

export const listOrganizations = (signal?: AbortSignal) =>
  apiFetch<{ organizations: OrganizationRow[] }>('/api/admin/organizations', { signal }).then((body) => body.organizations);

export const setSuspended = (orgId: string, suspended: boolean) =>
  apiFetch<{ suspendedAt: string | null; changed: boolean }>(`/api/admin/organizations/${encodeURIComponent(orgId)}/${suspended ? 'suspend' : 'restore'}`, { method: 'POST' });
