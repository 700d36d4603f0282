import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AreaLayout } from './AreaLayout';
import type { AreaNavLink } from './AreaNav';
import { NotFoundPage } from './NotFoundPage';

/**
 * A role dashboard's frame and routes under its mount path: the overview, the account page,
 * any pages of the area's own, and 404 for the rest. Each role remote supplies the content.
 */
export function RoleDashboard({
  base,
  areaName,
  signedInAs,
  overview,
  account,
  pages = [],
}: {
  base: string;
  areaName: string;
  signedInAs?: { name?: string; email?: string; role: string } | null;
  overview: ReactNode;
  account: ReactNode;
  pages?: { path: string; label: string; element: ReactNode; badge?: AreaNavLink['badge'] }[];
}) {
  const links: AreaNavLink[] = [
    { to: base, label: 'Overview', end: true },
    ...pages.map((page) => ({ to: `${base}/${page.path}`, label: page.label, badge: page.badge })),
    { to: `${base}/account`, label: 'Account' },
  ];
  return (
    <AreaLayout areaName={areaName} signedInAs={signedInAs} links={links}>
      <Routes>
        <Route index element={overview} />
        {pages.map((page) => (
          <Route key={page.path} path={`${page.path}/*`} element={page.element} />
        ))}
        <Route path="account" element={account} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AreaLayout>
  );
}
