// The /api/admin/organizations answers, defined once in shared-schemas for the api and this page.
export type { OrganizationRow } from 'shared-schemas';
