import { apiFetch } from 'shared-auth';
import type { OrganizationRow } from 'shared-schemas';

/** Every organisation on the platform (the Organisations page, and the role dialog's choice of organisation). */
export const listOrganizations = (signal?: AbortSignal) =>
  apiFetch<{ organizations: OrganizationRow[] }>('/api/admin/organizations', { signal }).then((body) => body.organizations);
