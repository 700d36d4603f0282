/** Export and deletion go through the api: they read and change documents the browser may not. */
import { apiFetch } from 'shared-auth';

export const DELETE_CONFIRMATION = 'delete my account';

export function exportMyData(): Promise<unknown> {
  return apiFetch('/api/candidate/export', { timeoutMs: 60_000 });
}

export function deleteMyAccount(confirm: string): Promise<{ deleted: boolean }> {
  return apiFetch('/api/candidate/account', { method: 'DELETE', json: { confirm }, timeoutMs: 60_000 });
}
