import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { parseRole, useSession, useSignOut, type SessionUser } from 'shared-auth';
import { notify } from 'shared-ui';
import { registry } from '../federation/registry-store';
import { roleLinks } from './menus';
import { useMenuDismissal } from './useMenuDismissal';

/** The signed-in user's menu: who they are, their role's links from the registry, and sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuDismissal(container, open, close);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { user: current } = useSession();
  const role = parseRole(user.role);
  const displayName = user.name || user.email || 'Signed in';

  const onSignOut = async () => {
    close();
    await signOut();
    notify.success('You are signed out.');
    navigate('/', { replace: true });
  };

  return (
    <div className="shell-user" ref={container}>
      <button type="button" className="shell-user-button" aria-expanded={open} aria-controls="user-menu" onClick={() => setOpen(!open)}>
        <span className="shell-avatar" aria-hidden="true">
          {displayName.slice(0, 1).toUpperCase()}
        </span>
        <span className="shell-user-name">{displayName}</span>
      </button>
      {open && current ? (
        <div id="user-menu" className="shell-user-panel">
          <p className="shell-user-who">
            <strong>{displayName}</strong>
            <span className="shell-role-badge">{role ?? user.role}</span>
          </p>
          <ul>
            {(role ? roleLinks(registry().remotes, role) : []).map((link) => (
              <li key={`${link.to} ${link.label}`}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="shell-linklike" onClick={onSignOut}>
                Sign out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
