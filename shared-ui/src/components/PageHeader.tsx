import type { ReactNode } from 'react';

/** A page's title block: one h1, an optional lead line and actions. */
export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="hg-page-header">
      <h1>{title}</h1>
      {lead ? <p className="hg-lead">{lead}</p> : null}
      {children ? <div className="hg-actions">{children}</div> : null}
    </header>
  );
}
