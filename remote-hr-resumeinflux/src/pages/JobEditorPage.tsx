import { useParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { JobEditorScreen } from '../features/jobs/components/JobEditorScreen';

/** /resumeinflux/jobs/new and /resumeinflux/jobs/:jobId. */
export function JobEditorPage() {
  const org = useOrg();
  const { jobId = 'new' } = useParams();
  const isNew = jobId === 'new';
  return (
    <>
      <PageHeader
        title={isNew ? 'New job' : 'Edit job'}
        lead={isNew ? 'Generate a description from a title, or parse a posting you already have; then check every field.' : 'Every field, the skills the match scores by, and the status.'}
      />
      <JobEditorScreen key={jobId} orgId={org.orgId} uid={org.uid} jobId={isNew ? null : jobId} />
    </>
  );
}
