import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { registry } from '../federation/registry-store';
import { headerMenus } from './menus';
import { MenuPanel } from './MenuPanel';
import { useMenuDismissal } from './useMenuDismissal';

/** The small-screen menu: one toggle that mirrors the desktop menus. */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const menus = useMemo(() => headerMenus(registry().remotes), []);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuDismissal(container, open, close);

  return (
    <div className="shell-mobile" ref={container}>
      <button
        type="button"
        className="shell-mobile-toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </button>
      {open ? (
        <nav id="mobile-menu" className="shell-mobile-panel" aria-label="Mobile">
          {menus.map((menu) => (
            <div key={menu.id} className="shell-mobile-section">
              <p className="shell-mobile-heading">{menu.label}</p>
              <MenuPanel menu={menu} id={`mobile-${menu.id}`} />
            </div>
          ))}
          {signedIn ? null : (
            <Link to="/select-account" className="hg-button shell-mobile-signin">
              Sign In
            </Link>
          )}
        </nav>
      ) : null}
    </div>
  );
}
