import { Link, useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { ApplicantCriteriaReview } from '../features/criteria/components/ApplicantCriteriaReview';
import { ApplicantInterviews } from '../features/interviews/components/ApplicantInterviews';
import { AssignInterview } from '../features/interviews/components/AssignInterview';
import { ApplicantDetailScreen } from '../features/pipeline/components/ApplicantDetailScreen';
import { ScheduleInterview } from '../features/scheduling/components/ScheduleInterview';

/**
 * /resumeinflux/hr/applications/:applicationId: one applicant. Interviews are the interviews
 * feature's (assignment with a kit and panel, and the combined scorecard), mounted here.
 */
export function ApplicantPage() {
  const org = useOrg();
  const { applicationId = '' } = useParams();
  return (
    <>
      <PageHeader title="Applicant" lead={<Link to="/resumeinflux/hr">Back to the pipeline</Link>} />
      <ApplicantDetailScreen
        key={applicationId}
        actor={{ orgId: org.orgId, uid: org.uid, name: org.name }}
        applicationId={applicationId}
        assignInterviewers={(application) => (
          <>
            <ScheduleInterview orgId={org.orgId} applicationId={application.id} hasCandidateAccount={!!application.candidateUid} />
            <section className="hg-card" aria-labelledby="applicant-interviews">
              <h2 id="applicant-interviews">Interviews</h2>
              <ApplicantInterviews orgId={org.orgId} applicationId={application.id} />
              <AssignInterview orgId={org.orgId} applicationId={application.id} jobId={application.jobId} hasCandidateAccount={!!application.candidateUid} />
            </section>
          </>
        )}
      />
      <ApplicantCriteriaReview key={`criteria-${applicationId}`} applicationId={applicationId} />
    </>
  );
}
