import { useState, type FormEvent } from 'react';
import { PageHeader, notify } from 'shared-ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDateTime } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { downloadAuditCsv, listAudit } from '../api/audit-api';
import { KNOWN_ACTIONS, type AuditEntry, type AuditFilter } from '../types/audit';

const EMPTY: AuditFilter = { person: '', actor: '', action: '', from: '', to: '' };

type Person = AuditEntry['actor'];

/** A person as the log names them: name and email; the uid only when the account is gone. */
function PersonName({ person, uid }: { person: Person; uid: string }) {
  if (!person) return <span className="adm-muted">{uid === 'system' ? 'HireGen (system)' : `Deleted account (${uid})`}</span>;
  return (
    <>
      {person.name ?? person.email ?? uid}
      {person.name && person.email ? (
        <>
          <br />
          <span className="adm-muted">{person.email}</span>
        </>
      ) : null}
    </>
  );
}

/** What an entry was done to, with the account named when it is one. */
function TargetCell({ entry }: { entry: AuditEntry }) {
  if (!entry.target.startsWith('user:')) return <>{entry.target}</>;
  return <PersonName person={entry.targetPerson ?? null} uid={entry.target.slice('user:'.length)} />;
}

/** The audit log, newest first: filter by person, action and date; export what is filtered as CSV. */
export function AuditPage() {
  const [actorLabel, setActorLabel] = useState('');
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors[cursors.length - 1];
  const log = useAsync((signal) => listAudit(filter, after, signal), [filter, after]);
  const [exporting, setExporting] = useState(false);

  function apply(event: FormEvent) {
    event.preventDefault();
    setCursors([]);
    // A typed name replaces an actor chosen from the log (the api takes one or the other).
    const next = draft.person.trim() ? { ...draft, actor: '' } : draft;
    setDraft(next);
    setFilter(next);
  }
  function chooseActor(entry: AuditEntry) {
    const next = { ...filter, person: '', actor: entry.actorUid };
    setActorLabel(entry.actor?.name ?? entry.actor?.email ?? entry.actorUid);
    setDraft(next);
    setCursors([]);
    setFilter(next);
  }
  function clearActor() {
    const next = { ...filter, actor: '' };
    setDraft(next);
    setCursors([]);
    setFilter(next);
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
  const field = (name: keyof AuditFilter) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <PageHeader title="Audit log" lead="Every privileged action, written by the api: who did what to which account, key or organisation, and when." />
      <form className="adm-toolbar" onSubmit={apply} aria-label="Filter the audit log">
        <div className="hg-field">
          <label htmlFor="adm-audit-person">Person (name or email)</label>
          <input id="adm-audit-person" type="search" {...field('person')} maxLength={200} minLength={2} autoComplete="off" />
        </div>
        <div className="hg-field">
          <label htmlFor="adm-audit-action">Action</label>
          <input id="adm-audit-action" list="adm-audit-actions" {...field('action')} maxLength={64} />
          <datalist id="adm-audit-actions">
            {KNOWN_ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
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
        <button type="submit" className="hg-button">
          Filter
        </button>
        <button type="button" className="hg-button hg-button--secondary" onClick={exportCsv} disabled={exporting} aria-busy={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>
      {filter.actor ? (
        <p className="adm-filter-note" role="status">
          Showing what {actorLabel || 'one person'} did.{' '}
          <button type="button" className="adm-link-button" onClick={clearActor}>
            Show everyone
          </button>
        </p>
      ) : null}
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
              {log.data.entries.length === 0 ? (
                <tr>
                  <td colSpan={5}>No entries match.</td>
                </tr>
              ) : null}
              {log.data.entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td className="adm-nowrap">{formatDateTime(entry.at)}</td>
                  <td>
                    {entry.actor ? (
                      <button type="button" className="adm-link-button" onClick={() => chooseActor(entry)}>
                        <PersonName person={entry.actor} uid={entry.actorUid} />
                      </button>
                    ) : (
                      <PersonName person={null} uid={entry.actorUid} />
                    )}
                  </td>
                  <td>
                    <span className="adm-badge adm-badge--info">{entry.action}</span>
                  </td>
                  <td>
                    <TargetCell entry={entry} />
                  </td>
                  <td>
                    <code>
                      {Object.entries(entry.details)
                        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
                        .join(', ')}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="adm-pager">
        <button
          type="button"
          className="hg-button hg-button--secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors((list) => list.slice(0, -1))}
        >
          Newer
        </button>
        <button
          type="button"
          className="hg-button hg-button--secondary"
          disabled={!log.data?.next}
          onClick={() => log.data?.next && setCursors((list) => [...list, log.data!.next!])}
        >
          Older
        </button>
      </div>
    </>
  );
}
