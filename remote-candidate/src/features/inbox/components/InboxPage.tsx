import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, PageHeader, notify } from 'shared-ui';
import { markRead, type InboxRow } from '../../../lib/inbox/inbox';
import { useInbox } from '../../../lib/inbox/useInbox';
import './inbox.css';

const when = (ms: number) =>
  ms ? new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '';

/**
 * The candidate's inbox: messages employers sent when moving an application (invite to
 * interview, offer, rejection) and about interview times. Opening one marks it read.
 */
export function InboxPage({ interviewsPath }: { interviewsPath: string }) {
  const id = useId();
  const { messages, error, unread } = useInbox();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = messages?.find((message) => message.id === openId) ?? null;

  const setRead = (message: InboxRow, read: boolean) => markRead(message.id, read).catch((e: Error) => notify.error(e.message));

  useEffect(() => {
    if (open && !open.read) void setRead(open, true);
    // Only when another message is opened: marking it unread again must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  return (
    <>
      <PageHeader title="Inbox" lead="Messages from employers about your applications and interviews." />
      {error ? (
        <p role="alert" className="hg-error-text">
          {error}
        </p>
      ) : messages === null ? (
        <Loading />
      ) : messages.length === 0 ? (
        <p>No messages yet. Employers’ messages about your applications appear here.</p>
      ) : (
        <div className="ib-layout">
          <section aria-labelledby={`${id}-list`}>
            <h2 id={`${id}-list`} className="ib-count">
              {unread === 0 ? 'All read' : `${unread} unread`}
            </h2>
            <ul className="ib-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    className={`ib-item${message.read ? '' : ' ib-item--unread'}`}
                    aria-current={message.id === openId ? 'true' : undefined}
                    onClick={() => setOpenId(message.id)}
                    data-testid="inbox-item"
                  >
                    <span className="ib-subject">
                      {message.read ? null : <span className="ib-dot" aria-label="Unread" role="img" />}
                      {message.subject}
                    </span>
                    <span className="hg-hint">
                      {message.orgName}
                      {message.createdAt ? ` · ${when(message.createdAt)}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {open ? (
            <article className="hg-card ib-message" aria-labelledby={`${id}-subject`}>
              <h2 id={`${id}-subject`}>{open.subject}</h2>
              <p className="hg-hint">
                From {open.senderName || open.orgName}
                {open.orgName && open.senderName ? `, ${open.orgName}` : ''}
                {open.jobTitle ? ` · ${open.jobTitle}` : ''} · {when(open.createdAt)}
              </p>
              <div className="ib-body">{open.body}</div>
              <div className="hg-actions">
                {open.scheduleId ? (
                  <Link className="hg-button" to={interviewsPath}>
                    Go to your interviews
                  </Link>
                ) : null}
                <button type="button" className="hg-button hg-button--ghost" onClick={() => void setRead(open, false)} disabled={!open.read}>
                  Mark as unread
                </button>
              </div>
            </article>
          ) : (
            <p className="hg-hint ib-hint">Choose a message to read it.</p>
          )}
        </div>
      )}
    </>
  );
}
