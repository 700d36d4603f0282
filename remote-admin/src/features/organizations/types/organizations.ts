// The /api/admin/organizations answers, defined once in shared-schemas for the api and this page.
export type { OrganizationDetail, OrganizationRow } from 'shared-schemas';
