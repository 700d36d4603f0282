import { useEffect, useState } from 'react';
import { loadProblem } from 'shared-auth/load-problem';
import { watchInbox, type InboxRow } from './inbox';

/** The candidate's messages, live, newest first; null while loading; `error` is a sentence to show. */
export function useInbox() {
  const [messages, setMessages] = useState<InboxRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => watchInbox(setMessages, (e) => setError(loadProblem(e, 'your messages'))), []);
  return { messages, error, unread: messages?.filter((message) => !message.read).length ?? 0 };
}
