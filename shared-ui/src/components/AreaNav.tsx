import { NavLink } from 'react-router-dom';

export interface AreaNavLink {
  to: string;
  label: string;
  /** Match only this exact path (for an area's index link). */
  end?: boolean;
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
