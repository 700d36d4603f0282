// The /api/admin/users answers, defined once in shared-schemas for the api and this page.
export type { AccountRow, AccountPage } from 'shared-schemas';
