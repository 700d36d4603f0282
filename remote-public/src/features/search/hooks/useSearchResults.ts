// Results for the search in the URL: waits for typing to pause, cancels the request it
// replaces, and keeps showing the last results while the next ones load (no flicker, no empty
// page between keystrokes). A 400 (a malformed query) is shown as the message, results kept.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-auth';
import { search } from '../api/search-api';
import type { CandidateResult, JobResult, SearchAnswer, SearchKind } from '../types/search';

export const TYPING_PAUSE_MS = 180;

export interface SearchState {
  answer: SearchAnswer<JobResult | CandidateResult> | null;
  loading: boolean;
  error: { message: string; status: number } | null;
}

export function useSearchResults(kind: SearchKind, params: URLSearchParams, enabled: boolean): SearchState & { reload: () => void } {
  const [state, setState] = useState<SearchState>({ answer: null, loading: enabled, error: null });
  const [nonce, setNonce] = useState(0);
  const key = params.toString();
  const first = useRef(true);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    // The first search runs at once; later ones wait for a pause in typing.
    const delay = first.current ? 0 : TYPING_PAUSE_MS;
    first.current = false;
    const timer = setTimeout(() => {
      search(kind, new URLSearchParams(key), controller.signal).then(
        (answer) => setState({ answer, loading: false, error: null }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const status = error instanceof ApiError ? error.status : 0;
          const message = error instanceof Error ? error.message : 'Search failed. Please try again.';
          setState((current) => ({
            answer: status === 400 ? current.answer : status === 0 ? current.answer : null,
            loading: false,
            error: { message, status },
          }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, key, enabled, nonce]);

  return { ...state, reload: () => setNonce((n) => n + 1) };
}
