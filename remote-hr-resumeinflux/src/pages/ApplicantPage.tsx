import { Link, useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { ApplicantDetailScreen } from '../features/pipeline/components/ApplicantDetailScreen';

/** /resumeinflux/hr/applications/:applicationId: one applicant. */
export function ApplicantPage() {
  const org = useOrg();
  const { applicationId = '' } = useParams();
  return (
    <>
      <PageHeader title="Applicant" lead={<Link to="/resumeinflux/hr">Back to the pipeline</Link>} />
      <ApplicantDetailScreen key={applicationId} actor={{ orgId: org.orgId, uid: org.uid, name: org.name }} applicationId={applicationId} />
    </>
  );
}
