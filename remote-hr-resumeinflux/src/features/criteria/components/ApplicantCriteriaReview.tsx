import { useApplicationJobId } from '../hooks/useCriteriaLive';
import { ApplicantCriteriaPanel } from './ApplicantCriteriaPanel';

/** The applicant page's criteria section, mounted on its own below the applicant (kept apart for merging). */
export function ApplicantCriteriaReview({ applicationId }: { applicationId: string }) {
  const { value: jobId } = useApplicationJobId(applicationId);
  if (!jobId) return null;
  return (
    <div className="cr-applicant">
      <ApplicantCriteriaPanel applicationId={applicationId} jobId={jobId} />
    </div>
  );
}
