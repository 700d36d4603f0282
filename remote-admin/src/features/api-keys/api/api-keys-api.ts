import { callApi } from 'shared-auth';
import type { ApiKeyRow, UsageDay } from '../types/api-keys';

export const listKeys = (signal?: AbortSignal) =>
  callApi<'GET /api/admin/api-keys', { keys: ApiKeyRow[] }>('GET /api/admin/api-keys', {}, { signal }).then((body) => body.keys);

export const revokeKey = (id: string) => callApi('POST /api/admin/api-keys/:id/revoke', { params: { id } });

export const keyUsage = (id: string, signal?: AbortSignal) =>
  callApi('GET /api/admin/api-keys/:id/usage', { params: { id }, query: { days: 30 } }, { signal }).then((body): UsageDay[] => body.usage);
