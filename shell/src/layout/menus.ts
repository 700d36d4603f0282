import type { RegisteredRemote, Role } from 'shared-schemas';

/** The header's dropdown menus, built from the registry's "header" links (remotes.json). */
export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  heading: string;
  links: MenuLink[];
}

export interface Menu {
  id: string;
  label: string;
  groups: MenuGroup[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Sections and groups appear in the order the registry first names them, so remotes.json
 * decides the menus' order; two remotes may add links to the same section and group.
 */
export function headerMenus(remotes: RegisteredRemote[]): Menu[] {
  const menus: Menu[] = [];
  for (const link of remotes.flatMap((remote) => remote.menus)) {
    if (link.menu !== 'header') continue;
    let menu = menus.find((known) => known.label === link.section);
    if (!menu) {
      // Ids name DOM elements: two labels that slug alike ("Teams", "teams!") must not share one.
      const id = slug(link.section) || 'menu';
      menus.push((menu = { id: menus.some((known) => known.id === id) ? `${id}-${menus.length + 1}` : id, label: link.section, groups: [] }));
    }
    let group = menu.groups.find((known) => known.heading === link.group);
    if (!group) menu.groups.push((group = { heading: link.group, links: [] }));
    group.links.push({ label: link.label, to: link.to });
  }
  return menus;
}

/** The signed-in user's own links (the user menu), from the registry's "role" links. */
export function roleLinks(remotes: RegisteredRemote[], role: Role): MenuLink[] {
  return remotes.flatMap((remote) => remote.menus).flatMap((link) => (link.menu === 'role' && link.role === role ? [{ label: link.label, to: link.to }] : []));
}
