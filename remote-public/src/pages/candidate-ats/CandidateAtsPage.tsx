import { PageHeader } from 'shared-ui';

export default function CandidateAtsPage() {
  return <PageHeader title="Candidate ATS check" />;
}
