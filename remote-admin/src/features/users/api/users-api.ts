import { apiFetch } from 'shared-auth';
import { queryString } from '../../../lib/format';
import type { AccountPage, AccountRow } from '../types/users';

export const listAccounts = (query: { q?: string; role?: string; pageToken?: string }, signal?: AbortSignal) =>
  apiFetch<AccountPage>(`/api/admin/users${queryString({ ...query, limit: 25 })}`, { signal });

export const changeAccess = (uid: string, role: string, orgId: string | null) =>
  apiFetch<{ user: AccountRow; changed: boolean }>(`/api/admin/users/${encodeURIComponent(uid)}`, { method: 'PATCH', json: { role, orgId } });

export const setDisabled = (uid: string, disabled: boolean) =>
  apiFetch<{ user: AccountRow; changed: boolean }>(`/api/admin/users/${encodeURIComponent(uid)}/${disabled ? 'disable' : 'enable'}`, { method: 'POST' });

export const deleteAccount = (uid: string) => apiFetch<{ deleted: true }>(`/api/admin/users/${encodeURIComponent(uid)}`, { method: 'DELETE' });
