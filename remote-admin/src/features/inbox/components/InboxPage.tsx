import { useState, type FormEvent } from 'react';
import { PageHeader, notify } from 'shared-ui';
import { StatusMessage } from '../../../components/StatusMessage';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useAsync } from 'shared-auth/data';
import { listMessages, replyLink, setStatus } from '../api/inbox-api';
import type { ContactRow, ContactStatus, InboxView } from '../types/inbox';

const VIEWS: { view: InboxView; label: string }[] = [
  { view: 'inbox', label: 'Inbox' },
  { view: 'new', label: 'Unread' },
  { view: 'archived', label: 'Archived' },
  { view: 'all', label: 'All' },
];

/** The contact inbox: newest first, unread count, search; read, archive, restore, reply by email. */
export function InboxPage() {
  const [view, setView] = useState<InboxView>('inbox');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const inbox = useAsync((signal) => listMessages({ view, q }, signal), [view, q]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = inbox.data?.messages.find((message) => message.id === openId) ?? null;

  async function change(message: ContactRow, status: ContactStatus, done?: string) {
    setBusy(true);
    try {
      await setStatus(message.id, status);
      if (done) notify.success(done);
      inbox.reload();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'That did not work.');
    } finally {
      setBusy(false);
    }
  }
  function select(message: ContactRow) {
    setOpenId(message.id);
    if (message.status === 'new') void change(message, 'read');
  }
  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
  }

  return (
    <>
      <PageHeader
        title="Contact inbox"
        lead={inbox.data ? <span data-testid="unread-count">{inbox.data.unread} unread</span> : 'Messages sent from the contact page, newest first.'}
      />
      <div className="adm-tabs" role="group" aria-label="Which messages">
        {VIEWS.map((entry) => (
          <button
            key={entry.view}
            type="button"
            className="adm-small-button"
            aria-pressed={view === entry.view}
            onClick={() => {
              setView(entry.view);
              setOpenId(null);
            }}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <form className="adm-toolbar" role="search" onSubmit={search}>
        <div className="hg-field">
          <label htmlFor="adm-inbox-search">Search name, email, subject or text</label>
          <input id="adm-inbox-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={200} />
        </div>
        <button type="submit" className="hg-button">
          Search
        </button>
      </form>
      <StatusMessage loading={inbox.loading && !inbox.data} error={inbox.error} onRetry={inbox.reload} />
      {inbox.data ? (
        <div className="adm-inbox">
          <ul className="adm-inbox-list" aria-label="Messages">
            {inbox.data.messages.length === 0 ? <li className="adm-inbox-item">No messages here.</li> : null}
            {inbox.data.messages.map((message) => (
              <li key={message.id}>
                <button
                  type="button"
                  className={`adm-inbox-item${message.status === 'new' ? ' adm-inbox-item--unread' : ''}`}
                  aria-current={message.id === openId}
                  onClick={() => select(message)}
                >
                  <span className="adm-inbox-subject">
                    {message.status === 'new' ? <span className="hg-visually-hidden">Unread: </span> : null}
                    {message.subject}
                  </span>
                  <span className="adm-muted">
                    {message.name} · {formatDateTime(message.createdAt)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <article className="adm-message" aria-labelledby="adm-message-subject">
              <h2 id="adm-message-subject">{open.subject}</h2>
              <p className="adm-muted">
                From {open.name} &lt;{open.email}&gt; · {formatDateTime(open.createdAt)} · <span className="adm-badge">{open.status}</span>
              </p>
              <p className="adm-message-body">{open.message}</p>
              <p className="adm-muted">Deleted automatically on {formatDate(open.expireAt)} (kept two years).</p>
              <div className="hg-actions">
                <a className="hg-button" href={replyLink(open)}>
                  Reply by email
                </a>
                {open.status === 'archived' ? (
                  <button
                    type="button"
                    className="hg-button hg-button--secondary"
                    disabled={busy}
                    onClick={() => change(open, 'read', 'Message restored to the inbox.')}
                  >
                    Restore
                  </button>
                ) : (
                  <>
                    <button
                      type="button"
                      className="hg-button hg-button--secondary"
                      disabled={busy}
                      onClick={() => change(open, 'archived', 'Message archived.')}
                    >
                      Archive
                    </button>
                    <button type="button" className="hg-button hg-button--secondary" disabled={busy} onClick={() => change(open, 'new')}>
                      Mark unread
                    </button>
                  </>
                )}
              </div>
            </article>
          ) : (
            <p className="adm-message adm-muted">Choose a message to read it.</p>
          )}
        </div>
      ) : null}
    </>
  );
}
