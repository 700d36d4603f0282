import { callApi } from 'shared-auth';
import type { AccountPage, AccountRow } from '../types/users';

export const listAccounts = (query: { q?: string; role?: string; pageToken?: string }, signal?: AbortSignal) =>
  callApi<'GET /api/admin/users', AccountPage>('GET /api/admin/users', { query: { ...query, limit: 25 } }, { signal });

export const changeAccess = (uid: string, role: string, orgId: string | null) =>
  callApi<'PATCH /api/admin/users/:uid', { user: AccountRow; changed: boolean }>('PATCH /api/admin/users/:uid', { params: { uid }, json: { role, orgId } });

export const setDisabled = (uid: string, disabled: boolean) =>
  disabled
    ? callApi<'POST /api/admin/users/:uid/disable', { user: AccountRow; changed: boolean }>('POST /api/admin/users/:uid/disable', { params: { uid } })
    : callApi<'POST /api/admin/users/:uid/enable', { user: AccountRow; changed: boolean }>('POST /api/admin/users/:uid/enable', { params: { uid } });

export const deleteAccount = (uid: string) => callApi('DELETE /api/admin/users/:uid', { params: { uid } });
