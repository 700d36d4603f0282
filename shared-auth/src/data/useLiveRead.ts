import { useEffect, useState } from 'react';
import type { Unsubscribe } from './live-read';

export interface LiveReadState<T> {
  /** Undefined while the first answer is awaited. */
  data: T | undefined;
  /** The failure as a sentence to show, or null. */
  error: string | null;
  loading: boolean;
}

/**
 * A live read held by a component: starts when `deps` change, stops on unmount or change, words a
 * failure with `problem` (loadProblem or the screen's own). `subscribe` null: nothing to read (data
 * stays undefined, loading false).
 */
export function useLiveRead<T>(
  subscribe: ((onData: (data: T) => void, onError: (error: Error) => void) => Unsubscribe) | null,
  problem: (error: Error) => string,
  deps: unknown[],
): LiveReadState<T> {
  const [state, setState] = useState<LiveReadState<T>>({ data: undefined, error: null, loading: subscribe !== null });
  useEffect(() => {
    if (!subscribe) {
      setState({ data: undefined, error: null, loading: false });
      return undefined;
    }
    setState({ data: undefined, error: null, loading: true });
    return subscribe(
      (data) => setState({ data, error: null, loading: false }),
      (error) => setState((current) => ({ ...current, error: problem(error), loading: false })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `subscribe` reads
  }, deps);
  return state;
}
