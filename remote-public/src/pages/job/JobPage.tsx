import { useParams } from 'react-router-dom';
import { JobPosting } from '../../features/search/components/JobPosting';

/** `/jobs/:jobId`: one open job, readable signed out, with Apply. */
export default function JobPage() {
  const { jobId = '' } = useParams();
  return <JobPosting key={jobId} jobId={jobId} />;
}
