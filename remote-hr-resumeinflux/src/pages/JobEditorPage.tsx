import { useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { JobCriteriaPanel } from '../features/criteria/components/JobCriteriaPanel';
import { InterviewKitPanel } from '../features/interviews/components/InterviewKitPanel';
import { JobEditorScreen } from '../features/jobs/components/JobEditorScreen';

/** /resumeinflux/jobs/new and /resumeinflux/jobs/:jobId (a saved job also shows its review criteria and interview kits). */
export function JobEditorPage() {
  const org = useOrg();
  const { jobId = 'new' } = useParams();
  const isNew = jobId === 'new';
  return (
    <>
      <PageHeader
        title={isNew ? 'New job' : 'Edit job'}
        lead={
          isNew
            ? 'Generate a description from a title, or parse a posting you already have; then check every field.'
            : 'Every field, the skills the match scores by, and the status.'
        }
      />
      <JobEditorScreen
        key={jobId}
        orgId={org.orgId}
        uid={org.uid}
        jobId={isNew ? null : jobId}
        saved={(job) => (
          <>
            <JobCriteriaPanel jobId={job.id} />
            <InterviewKitPanel orgId={org.orgId} jobId={job.id} jobTitle={job.title} jobDescription={job.description} />
          </>
        )}
      />
    </>
  );
}
