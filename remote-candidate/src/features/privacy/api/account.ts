/** Export and deletion go through the api: they read and change documents the browser may not. */
import { callApi } from 'shared-auth';

export const DELETE_CONFIRMATION = 'delete my account';

export function exportMyData(): Promise<unknown> {
  return callApi('GET /api/candidate/export', {});
}

export function deleteMyAccount(confirm: string): Promise<{ deleted: boolean }> {
  return callApi('DELETE /api/candidate/account', { json: { confirm } });
}
