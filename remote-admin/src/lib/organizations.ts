import { callApi } from 'shared-auth';
import type { OrganizationRow } from 'shared-schemas';

/** Every organisation on the platform (the Organisations page, and the role dialog's choice of organisation). */
export const listOrganizations = (signal?: AbortSignal) =>
  callApi<'GET /api/admin/organizations', { organizations: OrganizationRow[] }>('GET /api/admin/organizations', {}, { signal }).then(
    (body) => body.organizations,
  );
