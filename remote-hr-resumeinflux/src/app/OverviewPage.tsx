import { useMemo } from 'react';
import { ShortcutGrid, type Shortcut } from 'shared-ui';
import { HiringDashboard } from '../features/hr-dashboard/components/HiringDashboard';
import { useOrganisationPeople } from '../features/organisation/hooks/useOrganisationPeople';
import type { OrgContext } from '../features/organisation/types/organisation';

const SHORTCUTS: Shortcut[] = [
  { to: '/resumeinflux/hr', title: 'Pipeline', text: 'Move applicants through the stages, read their match, add notes.' },
  { to: '/resumeinflux/jobs', title: 'Jobs', text: 'Create, edit, publish and close jobs.' },
  { to: '/resumeinflux/upload-resumes', title: 'Upload resumes', text: 'Bring hundreds of resumes into a job at once.' },
  { to: '/resumeinflux/members', title: 'Members', text: 'Invite HR colleagues and interviewers.' },
];

/** /dashboard/hr: the organisation's hiring figures, with member names on recent activity. */
export function OverviewPage({ org }: { org: OrgContext }) {
  const { members } = useOrganisationPeople(org.orgId, false);
  const names = useMemo(() => new Map((members ?? []).map((member) => [member.uid, member.name ?? member.email])), [members]);
  return (
    <>
      <ShortcutGrid shortcuts={SHORTCUTS} />
      <HiringDashboard orgId={org.orgId} memberNames={names} />
    </>
  );
}
