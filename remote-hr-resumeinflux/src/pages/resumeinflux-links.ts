import type { AreaNavLink } from 'shared-ui';

export const RESUMEINFLUX_LINKS: AreaNavLink[] = [
  { to: '/resumeinflux/hr', label: 'Pipeline' },
  { to: '/resumeinflux/jobs', label: 'Jobs' },
  { to: '/resumeinflux/upload-resumes', label: 'Upload resumes' },
  { to: '/resumeinflux/members', label: 'Members' },
  { to: '/resumeinflux/message-templates', label: 'Messages' },
  { to: '/resumeinflux/api-keys', label: 'API keys' },
  { to: '/dashboard/hr', label: 'HR dashboard' },
];
