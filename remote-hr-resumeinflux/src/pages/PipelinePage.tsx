import { useSearchParams } from 'react-router-dom';
import { Loading, PageHeader } from 'shared-ui';
import { useOrg } from '../app/HrWorkspaceLayout';
import { useOrgJobs } from '../features/jobs/hooks/useOrgJobs';
import { usePipelineCriteria } from '../features/criteria/hooks/usePipelineCriteria';
import { PipelineScreen } from '../features/pipeline/components/PipelineScreen';

/** /resumeinflux/hr: the pipeline of the job in `?job=` (else the newest open job), with criteria review's summary and filter. */
export function PipelinePage() {
  const org = useOrg();
  const { jobs, problem } = useOrgJobs(org.orgId);
  const [params, setParams] = useSearchParams();
  const asked = params.get('job');
  const jobId = jobs?.some((job) => job.id === asked) ? asked : ((jobs?.find((job) => job.status === 'open') ?? jobs?.[0])?.id ?? null);
  const criteria = usePipelineCriteria(org.orgId, jobId);
  return (
    <>
      <PageHeader title="Pipeline" lead="Every applicant of a job, by stage or ranked by relevance. Moves show up live for your whole team." />
      {problem ? (
        <p role="alert" className="hg-error-text">
          {problem}
        </p>
      ) : null}
      {!jobs ? (
        <Loading />
      ) : (
        <PipelineScreen
          actor={{ orgId: org.orgId, uid: org.uid, name: org.name }}
          jobs={jobs.map(({ id, title, status }) => ({ id, title, status }))}
          jobId={jobId}
          onJobChange={(next) => setParams({ job: next }, { replace: true })}
          addOn={criteria}
        />
      )}
    </>
  );
}
