import { Link } from 'react-router-dom';
import type { Menu } from './menus';

/** A menu's groups of links; used by the desktop dropdowns and the mobile menu alike. */
export function MenuPanel({ menu, id }: { menu: Menu; id?: string }) {
  return (
    <div className="shell-menu-panel" id={id}>
      {menu.groups.map((group) => (
        <section key={group.heading} className="shell-menu-group" aria-labelledby={`${id ?? menu.id}-${slug(group.heading)}`}>
          <h2 id={`${id ?? menu.id}-${slug(group.heading)}`}>{group.heading}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
