import { NavLink } from 'react-router-dom';

export interface AreaNavLink {
  to: string;
  label: string;
  /** Match only this exact path (for an area's index link). */
  end?: boolean;
  /** A count shown beside the label (unread messages); hidden when 0 or absent. */
  badge?: { count: number; label: string };
}

/** A role area's own navigation, beside its pages. */
export function AreaNav({ label, links }: { label: string; links: AreaNavLink[] }) {
  return (
    <nav className="hg-area-nav" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end}>
              {link.label}
              {link.badge && link.badge.count > 0 ? (
                <>
                  {' '}
                  <span className="hg-nav-badge">
                    {link.badge.count}
                    <span className="hg-visually-hidden"> {link.badge.label}</span>
                  </span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
