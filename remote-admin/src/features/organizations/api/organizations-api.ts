import { apiFetch } from 'shared-auth';

// Listing organisations is in src/lib/organizations.ts: the users feature's role dialog needs it too.

export const setSuspended = (orgId: string, suspended: boolean) =>
  apiFetch<{ suspendedAt: string | null; changed: boolean }>(`/api/admin/organizations/${encodeURIComponent(orgId)}/${suspended ? 'suspend' : 'restore'}`, { method: 'POST' });
