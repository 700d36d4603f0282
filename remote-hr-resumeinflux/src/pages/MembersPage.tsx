import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { MembersScreen } from '../features/organisation/components/MembersScreen';

/** /resumeinflux/members: who is in the organisation, roles, invitations. */
export function MembersPage() {
  const org = useOrg();
  return (
    <>
      <PageHeader title="Members" lead="HR members run hiring; interviewers see only the applicants assigned to them." />
      <MembersScreen org={org} />
    </>
  );
}
