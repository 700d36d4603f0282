import { apiDownload, callApi } from 'shared-auth';
import { saveFile } from 'shared-ui/download';
import { queryString } from '../../../lib/format';
import type { AuditEntry, AuditFilter } from '../types/audit';

const params = (filter: AuditFilter) => ({
  person: filter.person.trim(),
  actor: filter.actor.trim(),
  action: filter.action.trim(),
  from: filter.from,
  to: filter.to,
});

export const listAudit = (filter: AuditFilter, after: string | undefined, signal?: AbortSignal) =>
  callApi<'GET /api/admin/audit', { entries: AuditEntry[]; next: string | null }>(
    'GET /api/admin/audit',
    { query: { ...params(filter), after, limit: 50 } },
    { signal },
  );

/** Downloads the filtered log as CSV (a file, not JSON: the api client's download). */
export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const { blob } = await apiDownload(`/api/admin/audit${queryString({ ...params(filter), format: 'csv' })}`, { timeoutMs: 60_000 });
  saveFile(`hiregen-audit-${new Date().toISOString().slice(0, 10)}.csv`, blob);
}
