import { useState, type FormEvent } from 'react';
import { PageHeader, notify } from 'shared-ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDateTime } from '../../../lib/format';
import { useAsync } from '../../../lib/useAsync';
import { downloadAuditCsv, listAudit } from '../api/audit-api';
import { KNOWN_ACTIONS, type AuditFilter } from '../types/audit';

const EMPTY: AuditFilter = { actor: '', action: '', from: '', to: '' };

/** The audit log, newest first: filter by actor, action and date; export what is filtered as CSV. */
export function AuditPage() {
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors[cursors.length - 1];
  const log = useAsync((signal) => listAudit(filter, after, signal), [filter, after]);
  const [exporting, setExporting] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    setCursors([]);
    setFilter(draft);
  }
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAuditCsv(filter);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }
  const field = (name: keyof AuditFilter) => ({ value: draft[name], onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })) });

  return (
    <>
      <PageHeader title="Audit log" lead="Every privileged action, written by the api: who did what to which account, key or organisation, and when." />
      <form className="adm-toolbar" onSubmit={apply} aria-label="Filter the audit log">
        <div className="hg-field">
          <label htmlFor="adm-audit-actor">Actor uid</label>
          <input id="adm-audit-actor" {...field('actor')} maxLength={128} />
        </div>
        <div className="hg-field">
          <label htmlFor="adm-audit-action">Action</label>
          <input id="adm-audit-action" list="adm-audit-actions" {...field('action')} maxLength={64} />
          <datalist id="adm-audit-actions">
            {KNOWN_ACTIONS.map((action) => <option key={action} value={action} />)}
          </datalist>
        </div>
        <div className="hg-field">
          <label htmlFor="adm-audit-from">From</label>
          <input id="adm-audit-from" type="date" {...field('from')} />
        </div>
        <div className="hg-field">
          <label htmlFor="adm-audit-to">To</label>
          <input id="adm-audit-to" type="date" {...field('to')} />
        </div>
        <button type="submit" className="hg-button">Filter</button>
        <button type="button" className="hg-button hg-button--secondary" onClick={exportCsv} disabled={exporting} aria-busy={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>
      <StatusMessage loading={log.loading} error={log.error} onRetry={log.reload} />
      {log.data ? (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="hg-visually-hidden">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Actor</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.data.entries.length === 0 ? <tr><td colSpan={5}>No entries match.</td></tr> : null}
              {log.data.entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className="adm-nowrap">{formatDateTime(entry.at)}</td>
                  <td><button type="button" className="adm-link-button" onClick={() => { setDraft((d) => ({ ...d, actor: entry.actorUid })); setCursors([]); setFilter((f) => ({ ...f, actor: entry.actorUid })); }}>{entry.actorUid}</button></td>
                  <td><span className="adm-badge adm-badge--info">{entry.action}</span></td>
                  <td>{entry.target}</td>
                  <td><code>{Object.entries(entry.details).map(([key, value]) => `${key}: ${JSON.stringify(value)}`).join(', ')}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="adm-pager">
        <button type="button" className="hg-button hg-button--secondary" disabled={cursors.length === 0} onClick={() => setCursors((list) => list.slice(0, -1))}>Newer</button>
        <button type="button" className="hg-button hg-button--secondary" disabled={!log.data?.next} onClick={() => log.data?.next && setCursors((list) => [...list, log.data!.next!])}>Older</button>
      </div>
    </>
  );
}
