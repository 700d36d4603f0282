import { useLiveRead } from 'shared-auth/data';
// Its own entry, not the shared singleton: public pages never carry it.
import { loadProblem } from 'shared-auth/load-problem';
import { watchInbox, type InboxRow } from './inbox';

/** The candidate's messages, live, newest first; null while loading; `error` is a sentence to show. */
export function useInbox() {
  const { data, error } = useLiveRead<InboxRow[]>(watchInbox, (e) => loadProblem(e, 'your messages'), []);
  const messages = data ?? null;
  return { messages, error, unread: messages?.filter((message) => !message.read).length ?? 0 };
}
