import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppToasters, NotFoundPage } from 'shared-ui';

/**
 * Runs one remote on its own, for its team's development: a router, the toasts, and the
 * remote's modules at the same paths the shell mounts them at. In the product the shell
 * provides all of this and this file is never loaded (import it by its path, not from the index).
 */
export function renderStandalone({
  title,
  mounts,
  home,
  wrap = (children) => children,
}: {
  title: string;
  mounts: { path: string; element: ReactNode }[];
  home: string;
  wrap?: (children: ReactNode) => ReactNode;
}): void {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element.');
  createRoot(element).render(
    <StrictMode>
      {wrap(
        <BrowserRouter>
          <AppToasters />
          <div className="hg-standalone-banner" role="note">
            {title} — running standalone
          </div>
          <main id="main" className="hg-main">
            <div className="hg-container">
              <Routes>
                {mounts.map((mount) => (
                  <Route key={mount.path} path={mount.path} element={mount.element} />
                ))}
                <Route path="/" element={<Navigate to={home} replace />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </div>
          </main>
        </BrowserRouter>,
      )}
    </StrictMode>,
  );
}
