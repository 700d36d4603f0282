import { PageHeader } from 'shared-ui';

export default function MockInterviewPage() {
  return <PageHeader title="AI Interviews" />;
}
