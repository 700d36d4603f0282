import { Outlet } from 'react-router-dom';
import { overrideBanner } from '../federation/override-store';
import { RegistryProblemsNotice } from '../federation/RegistryProblemsNotice';
import { useRolePreload } from '../federation/useRolePreload';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header and footer around every page; remotes render inside <main>. */
export function ShellLayout() {
  useRolePreload();
  // Set only when a local override is applied (override-access.ts, loaded only then).
  const Banner = overrideBanner();
  return (
    <>
      <a className="hg-skip-link" href="#main">
        Skip to content
      </a>
      {Banner ? <Banner /> : null}
      <Header />
      <main id="main" className="hg-main" tabIndex={-1}>
        <div className="hg-container">
          <RegistryProblemsNotice />
          <Outlet />
        </div>
      </main>
      <Footer />
    </>
  );
}
