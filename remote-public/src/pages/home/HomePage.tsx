import { PageHeader } from 'shared-ui';

export default function HomePage() {
  return <PageHeader title="HireGen" />;
}
