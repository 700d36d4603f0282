// The /api/keys answers, defined once in shared-schemas for the api and this page.
export type { ApiKeyView, ApiKeyUsageDay as UsageDay } from 'shared-schemas';
export { API_KEY_NAME_MAX as KEY_NAME_MAX } from 'shared-schemas';
