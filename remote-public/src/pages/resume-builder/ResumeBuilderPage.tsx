import { PageHeader } from 'shared-ui';

export default function ResumeBuilderPage() {
  return <PageHeader title="GenAI Resume Builder" />;
}
