import type { ReactNode } from 'react';
import { AreaNav, type AreaNavLink } from './AreaNav';

/**
 * A role area's frame: its navigation beside its pages, and who is signed in. Each remote
 * passes its own links and content, so every area looks like one product.
 */
export function AreaLayout({
  areaName,
  links,
  signedInAs,
  children,
}: {
  areaName: string;
  links: AreaNavLink[];
  signedInAs?: { name?: string; email?: string; role: string } | null;
  children: ReactNode;
}) {
  return (
    <div className="hg-area">
      <aside className="hg-area-aside">
        <p className="hg-area-name">{areaName}</p>
        {signedInAs ? (
          <p className="hg-area-user" data-testid="signed-in-user">
            <span>{signedInAs.name || signedInAs.email || 'Signed in'}</span>
            <span className="hg-hint">{signedInAs.role}</span>
          </p>
        ) : null}
        <AreaNav label={`${areaName} navigation`} links={links} />
      </aside>
      <div className="hg-area-content">{children}</div>
    </div>
  );
}
