// The /api/admin/api-keys answers, defined once in shared-schemas for the api and this page.
export type { ApiKeyAdminView as ApiKeyRow, ApiKeyUsageDay as UsageDay } from 'shared-schemas';
