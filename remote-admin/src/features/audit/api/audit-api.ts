import { ApiError, apiFetch, currentIdToken } from 'shared-auth';
import { saveFile } from 'shared-ui/download';
import { queryString } from '../../../lib/format';
import type { AuditEntry, AuditFilter } from '../types/audit';

const params = (filter: AuditFilter) => ({ actor: filter.actor.trim(), action: filter.action.trim(), from: filter.from, to: filter.to });

export const listAudit = (filter: AuditFilter, after: string | undefined, signal?: AbortSignal) =>
  apiFetch<{ entries: AuditEntry[]; next: string | null }>(`/api/admin/audit${queryString({ ...params(filter), after, limit: 50 })}`, { signal });

/** Downloads the filtered log as CSV (apiFetch reads JSON; this is a file). */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const token = await currentIdToken();
  const response = await fetch(`/api/admin/audit${queryString({ ...params(filter), format: 'csv' })}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `The export failed (HTTP ${response.status}).`, response.status);
  }
  saveFile(`hiregen-audit-${new Date().toISOString().slice(0, 10)}.csv`, await response.blob());
}
