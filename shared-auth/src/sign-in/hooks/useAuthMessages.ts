import { useEffect, useState } from 'react';
import { loadAuthMessages } from '../auth-errors';

/** The table of Firebase's codes in words once `needed` (null until it has loaded). */
export function useAuthMessages(needed: boolean): Readonly<Record<string, string>> | null {
  const [messages, setMessages] = useState<Readonly<Record<string, string>> | null>(null);
  useEffect(() => {
    if (!needed || messages) return undefined;
    let live = true;
    void loadAuthMessages().then((loaded) => live && setMessages(loaded));
    return () => {
      live = false;
    };
  }, [needed, messages]);
  return messages;
}
