import { useCallback, useMemo, useRef, useState } from 'react';
import { registry } from '../federation/registry-store';
import { headerMenus } from './menus';
import { MenuPanel } from './MenuPanel';
import { useMenuDismissal } from './useMenuDismissal';

/** The header's dropdowns: one open at a time, buttons with aria-expanded, keyboard-usable. */
export function DesktopMenus() {
  const [openId, setOpenId] = useState<string | null>(null);
  const menus = useMemo(() => headerMenus(registry().remotes), []);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpenId(null), []);
  useMenuDismissal(container, openId !== null, close);

  return (
    <div className="shell-desktop-menus" ref={container}>
      {menus.map((menu) => {
        const open = openId === menu.id;
        const panelId = `menu-${menu.id}`;
        return (
          <div key={menu.id} className="shell-dropdown">
            <button type="button" className="shell-menu-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenId(open ? null : menu.id)}>
              {menu.label}
              <span className="shell-caret" aria-hidden="true">
                ▾
              </span>
            </button>
            {open ? <MenuPanel menu={menu} id={panelId} /> : null}
          </div>
        );
      })}
    </div>
  );
}
