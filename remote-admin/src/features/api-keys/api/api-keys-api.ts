import { apiFetch } from 'shared-auth';
import type { ApiKeyRow, UsageDay } from '../types/api-keys';

export const listKeys = (signal?: AbortSignal) => apiFetch<{ keys: ApiKeyRow[] }>('/api/admin/api-keys', { signal }).then((body) => body.keys);

export const revokeKey = (id: string) => apiFetch<{ changed: boolean }>(`/api/admin/api-keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });

export const keyUsage = (id: string, signal?: AbortSignal) =>
  apiFetch<{ usage: UsageDay[] }>(`/api/admin/api-keys/${encodeURIComponent(id)}/usage?days=30`, { signal }).then((body) => body.usage);
