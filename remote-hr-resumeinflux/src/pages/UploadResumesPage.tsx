import { useSearchParams } from 'react-router-dom';
import { Loading, PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { useOrgJobs } from '../features/jobs/hooks/useOrgJobs';
import { UploadResumesScreen } from '../features/uploads/components/UploadResumesScreen';

/** /resumeinflux/upload-resumes: hundreds of resumes into one job (draft or open). */
export function UploadResumesPage() {
  const org = useOrg();
  const { jobs, problem } = useOrgJobs(org.orgId);
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Upload resumes"
        lead="PDF and Word resumes by the hundred into one job: each is read, checked for duplicates, kept as your talent with its file, and ranked against the job."
      />
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {!jobs ? (
        <Loading />
      ) : (
        <UploadResumesScreen
          jobs={jobs.filter((job) => job.status !== 'closed').map(({ id, title, status }) => ({ id, title, status }))}
          initialJobId={params.get('job')}
          orgId={org.orgId}
        />
      )}
    </>
  );
}
