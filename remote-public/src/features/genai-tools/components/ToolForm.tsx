import type { FormEvent, ReactNode } from 'react';

/**
 * A tool's input form: its fields, then the one action button, which reads "Analysing…" and is
 * disabled while the tool works, and stays disabled until the input is `ready`.
 */
export function ToolForm({
  action,
  busy,
  ready,
  onSubmit,
  children,
}: {
  action: string;
  busy: boolean;
  ready: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !busy) onSubmit();
  };
  return (
    <form className="gt-form hg-card" onSubmit={submit} aria-busy={busy}>
      {children}
      <button className="hg-button" type="submit" disabled={!ready || busy}>
        {busy ? 'Analysing…' : action}
      </button>
    </form>
  );
}
