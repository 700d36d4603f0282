import type { AreaNavLink } from 'shared-ui';

export const RESUMEINFLUX_LINKS: AreaNavLink[] = [
  { to: '/resumeinflux/hr', label: 'Workspace' },
  { to: '/resumeinflux/upload-resumes', label: 'Upload resumes' },
  { to: '/dashboard/hr', label: 'HR dashboard' },
];
