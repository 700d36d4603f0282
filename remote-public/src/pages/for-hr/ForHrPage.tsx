import { PageHeader } from 'shared-ui';

export default function ForHrPage() {
  return <PageHeader title="GenAI for HR" />;
}
