import { PageHeader } from 'shared-ui';

export default function SearchPage() {
  return <PageHeader title="Search" />;
}
