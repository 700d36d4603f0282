import { PageHeader } from 'shared-ui';

export default function ServicesArea() {
  return <PageHeader title="GenAI services" />;
}
