import { Link } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { JobsScreen } from '../features/jobs/components/JobsScreen';

/** /resumeinflux/jobs: the organisation's jobs. */
export function JobsPage() {
  const org = useOrg();
  return (
    <>
      <PageHeader title="Jobs" lead="Drafts stay inside your organisation; open jobs are public and take applications.">
        <Link className="hg-button" to="/resumeinflux/jobs/new">
          New job
        </Link>
      </PageHeader>
      <JobsScreen orgId={org.orgId} />
    </>
  );
}
