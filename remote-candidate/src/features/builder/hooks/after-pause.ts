/**
 * The shared shape of the builder's live checks (scorecard, ATS check): the work starts once
 * editing has paused for `delayMs`, and a newer edit both cancels the wait and aborts the work in
 * flight, so only the latest answer is ever shown. Called inside a `useEffect` and returned as its
 * cleanup, so each hook's own dependencies stay in its effect (where the hooks lint checks them).
 */
export function afterPause(delayMs: number, run: (signal: AbortSignal) => void | Promise<void>): () => void {
  const controller = new AbortController();
  const timer = setTimeout(() => void run(controller.signal), delayMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}

/** A failure's message to show, or null when the work was aborted by a newer edit (nothing to show). */
export function liveCheckProblem(error: unknown, signal: AbortSignal, fallback: string): string | null {
  if (signal.aborted) return null;
  return error instanceof Error ? error.message : fallback;
}
