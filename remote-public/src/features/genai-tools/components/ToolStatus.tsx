import type { ToolRequestState } from '../hooks/useToolRequest';

/**
 * The live line for a tool: "Uploading… 40%", "Analysing…", the error, or what is ready.
 * Always rendered (empty when idle) so screen readers announce each change.
 */
export function ToolStatus<T>({ state, ready, busyText = 'Analysing…' }: { state: ToolRequestState<T>; ready?: (result: T) => string; busyText?: string }) {
  let text = '';
  if (state.status === 'busy') {
    text = state.progress !== undefined && state.progress < 1 ? `Uploading… ${Math.round(state.progress * 100)}%` : busyText;
  } else if (state.status === 'done' && ready) text = ready(state.result);
  return (
    <>
      <div className={`gt-status${state.status === 'busy' ? ' gt-status--busy' : ''}`} role="status" aria-live="polite">
        {state.status === 'busy' ? <span className="hg-spinner" aria-hidden="true" /> : null}
        {text}
        {state.status === 'busy' && state.progress !== undefined && state.progress < 1 ? (
          <progress className="gt-progress" max={100} value={Math.round(state.progress * 100)} aria-label="Upload progress" />
        ) : null}
      </div>
      {state.status === 'error' ? (
        <p className="gt-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}
