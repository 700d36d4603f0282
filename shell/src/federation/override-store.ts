import type { RemoteOverride } from 'shared-schemas';

/** The local override this page load applied (override-access.ts), for the banner; null: none. */
let active: Pick<RemoteOverride, 'container' | 'url'> | null = null;

export function setActiveOverride(override: Pick<RemoteOverride, 'container' | 'url'> | null): void {
  active = override;
}

export const activeOverride = () => active;
