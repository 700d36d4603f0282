import { Link } from 'react-router-dom';
import { useSession } from 'shared-auth';
import { DesktopMenus } from './DesktopMenus';
import { MobileMenu } from './MobileMenu';
import { UserMenu } from './UserMenu';

function GlobeIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
    </svg>
  );
}

/** The public header, 5rem high. */
export function Header() {
  const { user } = useSession();
  return (
    <header className="shell-header">
      <div className="hg-container shell-header-inner">
        {/* Named by its text, so the name a voice-control user says ("HireGen") is the one it has. */}
        <Link to="/" className="shell-logo">
          <span className="shell-logo-mark" aria-hidden="true">
            H
          </span>
          HireGen<span className="hg-visually-hidden"> home</span>
        </Link>
        <nav className="shell-nav" aria-label="Main">
          <DesktopMenus />
        </nav>
        <div className="shell-header-end">
          <span className="shell-global" title="Region">
            <GlobeIcon /> Global
          </span>
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Link to="/select-account" className="hg-button shell-signin">
              Sign In
            </Link>
          )}
          <MobileMenu signedIn={Boolean(user)} />
        </div>
      </div>
    </header>
  );
}
