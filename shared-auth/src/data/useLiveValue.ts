import { useEffect, useEffectEvent, useState } from 'react';
import type { Unsubscribe } from './live-read';

export interface LiveValue<T> {
  /** `initial` until the first answer for the current key. */
  value: T;
  /** The failure as a sentence to show, or null. */
  problem: string | null;
}

/**
 * A live read named by `key` (a document's or a list's id): `initial` until its first answer, a
 * failure worded by `problem`. A new key subscribes again, and the render that brings it already
 * shows `initial`, never the previous key's value (another applicant's notes for a frame).
 * `subscribe` null: nothing to read. `subscribe` and `problem` may be rebuilt each render.
 */
export function useLiveValue<T>(
  initial: T,
  subscribe: ((onValue: (value: T) => void, onError: (error: Error) => void) => Unsubscribe) | null,
  key: string,
  problem: (error: Error) => string,
): LiveValue<T> {
  const [state, setState] = useState<LiveValue<T> & { key: string }>({ value: initial, problem: null, key });
  // Reads the render's own `initial`, `subscribe` and `problem`; only a new key subscribes again.
  const start = useEffectEvent((forKey: string) => {
    setState({ value: initial, problem: null, key: forKey });
    if (!subscribe) return undefined;
    return subscribe(
      (value) => setState({ value, problem: null, key: forKey }),
      (error) => setState((current) => ({ ...current, problem: problem(error) })),
    );
  });
  useEffect(() => start(key), [key]);
  return state.key === key ? { value: state.value, problem: state.problem } : { value: initial, problem: null };
}
