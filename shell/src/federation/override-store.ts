import type { ComponentType } from 'react';
import type { RemoteOverride } from 'shared-schemas';

/**
 * The local override this page load applied (override-access.ts) and the banner that shows it,
 * handed over by that lazily loaded module: the banner's code is never part of a first load.
 */
let active: Pick<RemoteOverride, 'container' | 'url'> | null = null;
let banner: ComponentType | null = null;

export function setActiveOverride(override: Pick<RemoteOverride, 'container' | 'url'> | null, shownBy: ComponentType | null = null): void {
  active = override;
  banner = override ? shownBy : null;
}

export const activeOverride = () => active;
export const overrideBanner = () => banner;
