import { callApi } from 'shared-auth';
import type { ApiKeyView, UsageDay } from '../types/api-keys';

export const listKeys = (signal?: AbortSignal) => callApi<'GET /api/keys', { keys: ApiKeyView[] }>('GET /api/keys', {}, { signal }).then((body) => body.keys);

/** The answer carries the key itself, once: it is stored only hashed. */
export const createKey = (name: string) => callApi<'POST /api/keys', { key: string; apiKey: ApiKeyView }>('POST /api/keys', { json: { name } });

export const revokeKey = (id: string) =>
  callApi<'POST /api/keys/:id/revoke', { apiKey: ApiKeyView; changed: boolean }>('POST /api/keys/:id/revoke', { params: { id } });

export const keyUsage = (id: string, signal?: AbortSignal) =>
  callApi<'GET /api/keys/:id/usage', { apiKey: ApiKeyView; usage: UsageDay[] }>(
    'GET /api/keys/:id/usage',
    { params: { id }, query: { days: 30 } },
    { signal },
  ).then((body) => body.usage);
