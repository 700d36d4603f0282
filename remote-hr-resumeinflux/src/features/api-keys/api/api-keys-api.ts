import { apiFetch } from 'shared-auth';
import type { ApiKeyView, UsageDay } from '../types/api-keys';

export const listKeys = (signal?: AbortSignal) => apiFetch<{ keys: ApiKeyView[] }>('/api/keys', { signal }).then((body) => body.keys);

/** The answer carries the key itself, once: it is stored only hashed. */
export const createKey = (name: string) => apiFetch<{ key: string; apiKey: ApiKeyView }>('/api/keys', { method: 'POST', json: { name } });

export const revokeKey = (id: string) => apiFetch<{ apiKey: ApiKeyView; changed: boolean }>(`/api/keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });

export const keyUsage = (id: string, signal?: AbortSignal) =>
  apiFetch<{ usage: UsageDay[] }>(`/api/keys/${encodeURIComponent(id)}/usage?days=30`, { signal }).then((body) => body.usage);
